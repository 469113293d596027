/**
 * Inline SVG icons (no icon font, no remote asset): 24-unit strokes in currentColor, so they
 * follow the text colour in light and dark. Always decorative (aria-hidden): the control that
 * holds one carries the accessible name.
 */
const PATHS = {
  copy: 'M9 9h11v11H9zM5 15H4V4h11v1',
  qr: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h2v2h-2zM18 18h2v2h-2zM14 18h2',
  open: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  edit: 'M4 20h4L19 9l-4-4L4 16zM13 7l4 4',
  disable: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM5.6 5.6l12.8 12.8',
  enable: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18zM8 12l3 3l5-6',
  delete: 'M4 7h16M9 7V4h6v3M6 7l1 13h10l1-13M10 11v6M14 11v6',
  sort: 'M8 10l4-4l4 4M8 14l4 4l4-4',
  ascending: 'M12 19V5M6 11l6-6l6 6',
  descending: 'M12 5v14M6 13l6 6l6-6',
  link: 'M10 14a4 4 0 0 0 6 0l3-3a4 4 0 0 0-6-6l-1 1M14 10a4 4 0 0 0-6 0l-3 3a4 4 0 0 0 6 6l1-1',
  keyboard: 'M3 6h18v12H3zM7 10h0M11 10h0M15 10h0M8 14h8',
  stats: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  code: 'M8 7l-5 5l5 5M16 7l5 5l-5 5M14 4l-4 16',
  settings:
    'M12 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1L7 17M17 7l2.1-2.1',
} as const;

export type IconName = keyof typeof PATHS;

export function Icon({ name, size = 16 }: { name: IconName; size?: number }) {
  return (
    <svg
      class="icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      stroke-width="2"
      stroke-linecap="round"
      stroke-linejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
