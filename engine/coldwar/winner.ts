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

/**
 * Why the struggle went the way it did (A7): the higher Influence; a tie broken by the first faction
 * of the objective's bias the sides differ in; a tie broken by the Balance token; one side in civil
 * disorder; both in civil disorder (nobody wins).
 */
export type StruggleReason = 'influence' | 'bias' | 'balance' | 'disorder' | 'bothDisorder';

export interface StruggleOutcome {
  readonly influence: Record<Side, number>;
  readonly disorder: Record<Side, boolean>;
  readonly winner: Side | null;
  readonly reason: StruggleReason;
  /** With reason 'bias': the faction that decided the tie. */
  readonly faction?: Faction;
}

/** A7. */
export function struggleOutcome(s: ColdWarState): StruggleOutcome {
  const card = OBJECTIVE_BY_ID[s.objective!]!;
  const inf = { CIA: influence(s, 'CIA'), KGB: influence(s, 'KGB') };
  const disorder = { CIA: inf.CIA > card.stability, KGB: inf.KGB > card.stability };
  const out = (winner: Side | null, reason: StruggleReason, faction?: Faction): StruggleOutcome =>
    faction === undefined
      ? { influence: inf, disorder, winner, reason }
      : { influence: inf, disorder, winner, reason, faction };
  if (disorder.CIA && disorder.KGB) return out(null, 'bothDisorder');
  if (disorder.CIA) return out('KGB', 'disorder');
  if (disorder.KGB) return out('CIA', 'disorder');
  if (inf.CIA !== inf.KGB) return out(inf.CIA > inf.KGB ? 'CIA' : 'KGB', 'influence');
  for (const faction of card.bias) {
    const c = factionMeasure(s, 'CIA', faction, s.rules.tieBreakMetric);
    const k = factionMeasure(s, 'KGB', faction, s.rules.tieBreakMetric);
    if (c !== k) return out(c > k ? 'CIA' : 'KGB', 'bias', faction);
  }
  return out(s.balance, 'balance'); // D-3 last fallback
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
