/**
 * A statistics view of another profile than the active one (an alert of that profile opens it,
 * `&profile=<id>` in the address): each of the view's statistics messages names the profile, so
 * the active profile, which the shortcut, the menu and the popup use, stays as it was.
 */
import type { InputOf } from '../../../shared/protocol';
import type { Send } from '../send';

export function sendForProfile(send: Send, profileId: string): Send {
  return (type, input) =>
    send(type, type.startsWith('stats.') ? ({ ...input, profileId } as InputOf<typeof type>) : input);
}
