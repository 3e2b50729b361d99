import type { DaView } from '../../../engine/doubleagent';

/** Pips of each die face on a 3 × 3 grid (column, row), as printed on ordinary dice. */
export const PIPS: Readonly<Record<number, readonly (readonly [number, number])[]>> = {
  1: [[1, 1]],
  2: [
    [0, 0],
    [2, 2],
  ],
  3: [
    [0, 0],
    [1, 1],
    [2, 2],
  ],
  4: [
    [0, 0],
    [2, 0],
    [0, 2],
    [2, 2],
  ],
  5: [
    [0, 0],
    [2, 0],
    [1, 1],
    [0, 2],
    [2, 2],
  ],
  6: [
    [0, 0],
    [0, 1],
    [0, 2],
    [2, 0],
    [2, 1],
    [2, 2],
  ],
};

/** The roll the view shows: the dice of the player now moving. */
export interface ShownRoll {
  readonly player: string;
  readonly round: number;
  readonly dice: readonly [number, number];
}

export function rollOf(view: DaView): ShownRoll | null {
  const p = view.phase;
  if (p.kind !== 'turn' || !p.dice) return null;
  return { player: p.player, round: view.round, dice: p.dice };
}

/**
 * The roll to show with `view`: the mover's dice now, else the latest roll in the seat's log
 * (so it reads the same however the screen got to this view: played on, or a replay's jump).
 */
export function latestRoll(view: DaView, log: readonly unknown[]): ShownRoll | null {
  const now = rollOf(view);
  if (now) return now;
  for (let i = log.length - 1; i >= 0; i--) {
    const e = log[i] as { type?: unknown; player?: unknown; dice?: unknown } | null;
    if (e?.type !== 'rolled' || typeof e.player !== 'string' || !Array.isArray(e.dice)) continue;
    const [a, b] = e.dice as unknown[];
    if (typeof a === 'number' && typeof b === 'number')
      return { player: e.player, round: view.round, dice: [a, b] };
  }
  return null;
}

/** Whether `after` shows a roll made since `before` (so the dice tumble); not on a first view. */
export function freshRoll(before: DaView | null, after: DaView): boolean {
  const now = rollOf(after);
  if (!before || !now) return false;
  const then = rollOf(before);
  return !then || then.player !== now.player || then.round !== now.round;
}

/** How long the dice tumble at normal speed, and how often they show a new face meanwhile. */
export const TUMBLE_MS = 700;
export const TUMBLE_FRAME_MS = 70;

/**
 * The faces a die shows while tumbling for `frames` frames, ending on `final`: a fixed, seeded
 * sequence (no Math.random, so a replay tumbles alike) that never shows one face twice in a row.
 */
export function tumbleFaces(final: number, frames: number, seed: number): number[] {
  const out: number[] = [];
  let s = (seed * 2654435761) >>> 0 || 1;
  let last = 0;
  for (let i = 0; i < frames - 1; i++) {
    s ^= s << 13;
    s >>>= 0;
    s ^= s >>> 17;
    s ^= s << 5;
    s >>>= 0;
    let face = (s % 6) + 1;
    if (face === last) face = (face % 6) + 1;
    out.push(face);
    last = face;
  }
  if (out.length && out[out.length - 1] === final) out[out.length - 1] = (final % 6) + 1;
  out.push(final);
  return out;
}
