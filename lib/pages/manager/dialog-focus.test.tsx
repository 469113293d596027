// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { render as renderNow } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { describe, expect, it, vi } from 'vitest';
import { useDialogFocus } from './dialog-focus';

function TestDialog({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, onClose, () => document.getElementById('fallback'));
  return (
    <div ref={ref} role="dialog">
      <input aria-label="First" />
      <button type="button">Last</button>
    </div>
  );
}

function Page({ removeOpener = false }: { removeOpener?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button id="fallback" type="button">
        Fallback
      </button>
      {!(removeOpener && open) && (
        <button type="button" onClick={() => setOpen(true)}>
          Open
        </button>
      )}
      {open && <TestDialog onClose={() => setOpen(false)} />}
    </>
  );
}

// Each test closes its dialog: happy-dom keeps a stale focus when cleanup() removes a focused
// element, which would break the next test's focus checks.
describe('useDialogFocus', () => {
  it('moves focus into the dialog when it opens', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(document.activeElement).toBe(screen.getByLabelText('First'));
    fireEvent.keyDown(screen.getByLabelText('First'), { key: 'Escape' });
  });

  it('closes on Escape and returns focus to the opener', () => {
    render(<Page />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByLabelText('First'), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('wraps Tab from the last element to the first, and Shift+Tab back', () => {
    render(<Page />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    const last = screen.getByRole('button', { name: 'Last' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByLabelText('First'));
    fireEvent.keyDown(screen.getByLabelText('First'), { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
    fireEvent.keyDown(last, { key: 'Escape' });
  });

  it('focuses the fallback when the opener is gone on close', () => {
    render(<Page removeOpener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByLabelText('First'), { key: 'Escape' });
    expect(document.activeElement).toBe(document.getElementById('fallback'));
  });
  it('closes on an Escape pressed as soon as the dialog shows, before the browser has painted it', () => {
    // Preact's own render, outside act(): nothing that waits for a paint has run yet.
    const root = document.createElement('div');
    document.body.append(root);
    const onClose = vi.fn();
    renderNow(<TestDialog onClose={onClose} />, root);

    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });

    expect(onClose).toHaveBeenCalledTimes(1);
    renderNow(null, root);
    root.remove();
  });
});
