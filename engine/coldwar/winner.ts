import { GROUP_BY_ID, OBJECTIVE_BY_ID } from './cards';
import { influence } from './state';
import type { ColdWarRulesConfig, ColdWarState, Faction, Side } from './types';

/** AMB-1: one side's measure of a faction for the bias tie-break. */
export function factionMeasure(
  s: ColdWarState,
  side: Side,
  faction: Faction,
  metric: ColdWarRulesConfig['tieBreakMetric'],
): number {
  let sum = 0;
  let high = 0;
  let count = 0;
  for (const id of s.play[side]) {
    const g = GROUP_BY_ID[id]!;
    if (g.faction !== faction) continue;
    sum += g.value;
    count += 1;
    if (g.value > high) high = g.value;
  }
  return metric === 'factionSum' ? sum : metric === 'highestGroup' ? high : count;
}

export interface StruggleOutcome {
  readonly influence: Record<Side, number>;
  readonly disorder: Record<Side, boolean>;
  readonly winner: Side | null;
}

/** A7. */
export function struggleOutcome(s: ColdWarState): StruggleOutcome {
  const card = OBJECTIVE_BY_ID[s.objective!]!;
  const inf = { CIA: influence(s, 'CIA'), KGB: influence(s, 'KGB') };
  const disorder = { CIA: inf.CIA > card.stability, KGB: inf.KGB > card.stability };
  let winner: Side | null;
  if (disorder.CIA && disorder.KGB) winner = null;
  else if (disorder.CIA) winner = 'KGB';
  else if (disorder.KGB) winner = 'CIA';
  else if (inf.CIA !== inf.KGB) winner = inf.CIA > inf.KGB ? 'CIA' : 'KGB';
  else {
    winner = s.balance; // D-3 last fallback
    for (const faction of card.bias) {
      const c = factionMeasure(s, 'CIA', faction, s.rules.tieBreakMetric);
      const k = factionMeasure(s, 'KGB', faction, s.rules.tieBreakMetric);
      if (c !== k) {
        winner = c > k ? 'CIA' : 'KGB';
        break;
      }
    }
  }
  return { influence: inf, disorder, winner };
}

/** A9: the end-of-turn victory check; undefined = play on. */
export function thresholdWinner(s: ColdWarState): Side | undefined {
  const t = s.rules.endTurnVictoryThreshold;
  const c = s.vp.CIA >= t;
  const k = s.vp.KGB >= t;
  if (c && !k) return 'CIA';
  if (k && !c) return 'KGB';
  if (c && k && s.vp.CIA !== s.vp.KGB) return s.vp.CIA > s.vp.KGB ? 'CIA' : 'KGB';
  return undefined;
}
