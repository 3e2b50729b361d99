import type { FairDealWitness } from '../../engine/core';
import { type HostMessage, patchView } from '../../protocol/messages';

/**
 * What a screen was shown of each seat, rebuilt from the messages it received the way a screen
 * does: every view patched onto the last, every log from `logFrom` on.
 */
export function seenIn(inbox: readonly HostMessage[]): FairDealWitness['seen'] {
  const seen: Record<string, { log: unknown[]; view: unknown }> = {};
  for (const message of inbox) {
    if (message.type !== 'view') continue;
    const held = seen[message.seat] ?? { log: [], view: undefined };
    seen[message.seat] = {
      log: [...held.log.slice(0, message.logFrom), ...message.log],
      view: patchView(held.view, message),
    };
  }
  return seen;
}
