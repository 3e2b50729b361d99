import { isRecord, strings } from '../../lib/unknown-view';

/** The sides the Cold War waits for, from a public view; null when the view does not say. */
export function coldWarWaitingFor(view: unknown): string[] | null {
  if (!isRecord(view)) return null;
  const pending = view.pending;
  return isRecord(pending) ? strings(pending.sides) : null;
}
