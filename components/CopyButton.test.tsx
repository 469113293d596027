// @vitest-environment happy-dom
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CopyButton } from './CopyButton';
import { useEnglishMessages } from './testing/english-messages';

let writeText: ReturnType<typeof vi.fn>;
beforeEach(() => {
  useEnglishMessages();
  writeText = vi.fn(async () => {});
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

describe('CopyButton', () => {
  it('copies from the page and says so without renaming the button', async () => {
    render(<CopyButton text="https://sho.rt/x7k2p" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith('https://sho.rt/x7k2p');
    await screen.findByText('Copied');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  });

  it('takes a specific accessible name, and reports a refused clipboard', async () => {
    writeText.mockRejectedValue(new Error('denied'));
    render(
      <CopyButton text="x" label="Copy x7k2p">
        Copy
      </CopyButton>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy x7k2p' }));
    await waitFor(() => expect(screen.getByText(/Could not copy/)).toBeTruthy());
  });
});
