// @vitest-environment happy-dom
import { fireEvent, render, screen } from '@testing-library/preact';
import { useState } from 'preact/hooks';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FieldErrors } from '../../lib/api/errors';
import { capabilitiesFor } from '../../lib/pages/capabilities';
import { emptyLinkForm, type LinkFormValue } from '../../lib/shared/link-form';
import type { ServerLists } from '../../lib/shared/protocol';
import { slashOpensFind } from '../slash-key';
import { useEnglishMessages } from '../testing/english-messages';
import { LinkForm } from './LinkForm';
import type { CampaignSend } from './use-stored-campaigns';

beforeEach(useEnglishMessages);

const lists: ServerLists = {
  domains: [{ id: 2, name: 'https://sho.rt' }],
  spaces: [{ id: 3, name: 'Blog' }],
  pixels: [{ id: 1, name: 'FB' }],
  account: null,
};

/** No worker here: the campaign fields show without a profile's values or presets. */
const noWorker: CampaignSend = async () => ({
  ok: false,
  error: { code: 'bad_response', message: 'No worker.' },
});

/** A stateful host, as the popup and manager use it; reports each change. */
function Host(props: {
  initial?: LinkFormValue;
  errors?: FieldErrors;
  dialect?: 'classic' | 'current' | null;
  lists?: ServerLists | null;
  spy?: (v: LinkFormValue) => void;
}) {
  const [value, setValue] = useState(props.initial ?? emptyLinkForm('https://example.com/a'));
  return (
    <LinkForm
      value={value}
      onChange={(next) => {
        setValue(next);
        props.spy?.(next);
      }}
      fieldErrors={props.errors}
      capabilities={capabilitiesFor(props.dialect ?? null)}
      lists={props.lists === undefined ? lists : props.lists}
      mode="create"
      send={noWorker}
    />
  );
}

const more = () => screen.getByRole('button', { name: 'More options' });
/** Opens More options and waits for its fields (they load on demand). */
async function openMore() {
  fireEvent.click(more());
  await screen.findByLabelText('Targeting');
}

describe('LinkForm', () => {
  it('declares that "/" is not text in Alias (an alias cannot hold one), so "/" there opens Find a link', () => {
    render(<Host />);
    const slash = () => new KeyboardEvent('keydown', { key: '/', bubbles: true });
    const pressIn = (label: string) => {
      const event = slash();
      screen.getByLabelText(label).dispatchEvent(event);
      return slashOpensFind(event);
    };
    expect(pressIn('Alias')).toBe(true);
    expect([pressIn('URL'), pressIn('Password')]).toEqual([false, false]);
  });

  it('shows URL, Alias and Password, and hides the rest behind More options', async () => {
    render(<Host />);
    expect(screen.getByLabelText<HTMLInputElement>('URL').value).toBe('https://example.com/a');
    expect(screen.getByLabelText('Alias')).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(more().getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText('Expiration date')).toBeNull();
    await openMore();
    expect(more().getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByLabelText('Expiration date').getAttribute('type')).toBe('date');
    expect(screen.getByLabelText('Expiration time').getAttribute('type')).toBe('time');
    expect(screen.getByLabelText('Expire after clicks').getAttribute('type')).toBe('number');
  });

  it('reports typed values through onChange', async () => {
    const spy = vi.fn();
    render(<Host spy={spy} />);
    fireEvent.input(screen.getByLabelText('Alias'), { target: { value: 'x7k2p' } });
    expect(spy).toHaveBeenLastCalledWith(
      expect.objectContaining({ alias: 'x7k2p', url: 'https://example.com/a' }),
    );
  });

  it('says at once that an alias cannot hold a "/" typed in it, and keeps what was typed', async () => {
    render(<Host />);
    const alias = screen.getByLabelText<HTMLInputElement>('Alias');

    fireEvent.input(alias, { target: { value: 'a/b' } });

    expect(alias.value).toBe('a/b');
    expect(alias.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(alias.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('An alias cannot hold “/”: use - or _ instead.');
  });

  it('ties a server error to its input', async () => {
    render(<Host errors={{ alias: ['The Alias has already been taken.'] }} />);
    const alias = screen.getByLabelText('Alias');
    expect(alias.getAttribute('aria-invalid')).toBe('true');
    const described = document.getElementById(alias.getAttribute('aria-describedby') ?? '');
    expect(described?.textContent).toBe('The Alias has already been taken.');
    expect(more().getAttribute('aria-expanded')).toBe('false');
  });

  it('opens More options for an error inside it, including a target row', async () => {
    const initial = {
      ...emptyLinkForm('https://e.com'),
      targetsType: 'countries' as const,
      targets: [{ key: 'XX', value: 'https://x' }],
    };
    render(<Host initial={initial} errors={{ 'targets.0.key': ['Unknown country.'] }} />);
    expect(more().getAttribute('aria-expanded')).toBe('true');
    const key = await screen.findByLabelText('Key 1');
    expect(key.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(key.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Unknown country.',
    );
  });

  it('uses the server lists for domain, space and pixels, numeric inputs without them', async () => {
    const { unmount } = render(<Host />);
    await openMore();
    expect(screen.getByLabelText('Domain').tagName).toBe('SELECT');
    expect(screen.getByRole('option', { name: 'Blog' })).toBeTruthy();
    expect(screen.getByLabelText('FB')).toBeTruthy();
    unmount();
    render(<Host lists={null} />);
    await openMore();
    expect(screen.getByLabelText('Domain').getAttribute('type')).toBe('number');
    expect(screen.getByLabelText('Space').getAttribute('type')).toBe('number');
    fireEvent.input(screen.getByLabelText('Pixels'), { target: { value: '1, 2' } });
    expect(screen.getByLabelText<HTMLInputElement>('Pixels').value).toBe('1, 2');
  });

  it('adds and removes target rows; rotations have no key', async () => {
    const spy = vi.fn();
    render(<Host spy={spy} />);
    await openMore();
    fireEvent.change(screen.getByLabelText('Targeting'), { target: { value: 'rotations' } });
    expect(screen.getByLabelText('Destination 1')).toBeTruthy();
    expect(screen.queryByLabelText('Key 1')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add row' }));
    fireEvent.input(screen.getByLabelText('Destination 2'), { target: { value: 'https://b' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove row 1' }));
    expect(spy).toHaveBeenLastCalledWith(
      expect.objectContaining({ targets: [{ key: '', value: 'https://b' }] }),
    );
  });

  it('shows only what the server supports', async () => {
    const { unmount } = render(<Host dialect="classic" />);
    await openMore();
    expect(screen.getByLabelText(/^Disabled/)).toBeTruthy();
    expect(screen.queryByLabelText(/^Sensitive content/)).toBeNull();
    expect(screen.queryByRole('option', { name: 'Browsers' })).toBeNull();
    unmount();
    render(<Host dialect="current" />);
    await openMore();
    expect(screen.queryByLabelText(/^Disabled/)).toBeNull();
    expect(screen.getByLabelText(/^Sensitive content/)).toBeTruthy();
    expect(screen.getByRole('option', { name: 'Browsers' })).toBeTruthy();
  });

  it('asks for the statistics password only with password privacy', async () => {
    render(<Host />);
    await openMore();
    expect(screen.queryByLabelText('Statistics password')).toBeNull();
    fireEvent.change(screen.getByLabelText('Statistics privacy'), { target: { value: 'password' } });
    expect(screen.getByLabelText('Statistics password')).toBeTruthy();
  });

  it('puts a statistics password message at Statistics privacy while the password field is hidden', async () => {
    const refused = 'Set the statistics privacy to "Password" to use a statistics password.';
    render(<Host errors={{ privacyPassword: [refused] }} />);
    const privacy = await screen.findByLabelText('Statistics privacy');
    expect(privacy.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(privacy.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      refused,
    );
    fireEvent.change(privacy, { target: { value: 'password' } });
    const password = screen.getByLabelText('Statistics password');
    expect(document.getElementById(password.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      refused,
    );
    expect(privacy.getAttribute('aria-invalid')).toBeNull();
  });

  it('opens More options at once when a value behind it is set (a restored draft)', async () => {
    render(<Host initial={{ ...emptyLinkForm('https://e.com'), expirationClicks: '5' }} />);
    expect((await screen.findByLabelText<HTMLInputElement>('Expire after clicks')).value).toBe('5');
  });
});
