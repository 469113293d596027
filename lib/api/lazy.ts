/**
 * A value built on first use and kept (the worker's zod schemas are built when the first
 * message or answer needs them, not when the worker starts, so a cold start for a menu click or an
 * alarm never pays for them).
 */
export function lazy<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => {
    built ??= { value: build() };
    return built.value;
  };
}
