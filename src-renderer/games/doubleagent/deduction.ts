import { type DaView, type Deduction, deduce, deductionInputFor } from '../../../engine/doubleagent';

/** What this seat can deduce about the double agent now, or null when it has nothing to deduce. */
export function deductionFor(view: DaView): Deduction | null {
  const input = deductionInputFor(view);
  return input ? deduce(input) : null;
}

/**
 * What the deduction panel shows: its switch only to a seat that has something to deduce, and
 * the deduction only while the switch is on (switched off, nothing is worked out).
 */
export function deductionPanelFor(
  view: DaView,
  shown: boolean,
): { offered: boolean; result: Deduction | null } {
  const offered = deductionInputFor(view) !== null;
  return { offered, result: offered && shown ? deductionFor(view) : null };
}

/** "62%" for a probability, rounded; never "100%" unless it is certain. */
export function percent(p: number): string {
  if (p >= 1) return '100%';
  return `${Math.min(99, Math.round(p * 100))}%`;
}
