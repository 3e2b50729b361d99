import { type ColdWarEvent, describeEvent } from '../../engine/coldwar';

/** One log entry in words, via the engine's `describeEvent`; never raw JSON. */
export function narrateColdWar(entry: unknown): string {
  try {
    const text = describeEvent(entry as ColdWarEvent);
    if (typeof text === 'string' && text) return text;
  } catch {
    // an entry the engine does not know: fall through
  }
  return 'Something happened that this screen cannot describe.';
}
