/**
 * The attributes that tie an input to its error and hint (aria-invalid, aria-describedby), so a
 * screen reader reads the server's message with the field and e2e tests can find it.
 */
export const errorId = (id: string) => `${id}-error`;
export const hintId = (id: string) => `${id}-hint`;

export function fieldAria(id: string, errors: string[] | undefined, hasHint = false) {
  const invalid = (errors?.length ?? 0) > 0;
  const describedBy = [invalid ? errorId(id) : '', hasHint ? hintId(id) : ''].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': invalid ? ('true' as const) : undefined,
    'aria-describedby': describedBy || undefined,
  };
}
