import { err, ok } from '../core';
import type { ColdWarResult } from './errors';
import type { ColdWarRulesConfig } from './types';

/** A12 defaults. */
export const DEFAULT_RULES: ColdWarRulesConfig = {
  tieBreakMetric: 'factionSum',
  tieFinalFallback: 'balanceHolder',
  doubleAgentVariant: 'revealOrLeave',
  doubleAgentRequiresWin: true,
  analystRequiresWin: false,
  deputyDirectorGoesOnLeave: false,
  mustRecruitWhenEmpty: false,
  politicalSelfStabilityLimit: false,
  endTurnVictoryThreshold: 100,
};

const CHOICES: Record<string, readonly unknown[] | 'boolean' | 'threshold'> = {
  tieBreakMetric: ['factionSum', 'highestGroup', 'groupCount'],
  tieFinalFallback: ['balanceHolder'],
  doubleAgentVariant: ['revealOrLeave', 'revealOnly'],
  doubleAgentRequiresWin: 'boolean',
  analystRequiresWin: 'boolean',
  deputyDirectorGoesOnLeave: 'boolean',
  mustRecruitWhenEmpty: 'boolean',
  politicalSelfStabilityLimit: 'boolean',
  endTurnVictoryThreshold: 'threshold',
};

/** Defaults overlaid with a partial, untrusted configuration. */
export function resolveRules(partial: unknown): ColdWarResult<ColdWarRulesConfig> {
  if (partial === undefined) return ok(DEFAULT_RULES);
  if (typeof partial !== 'object' || partial === null || Array.isArray(partial)) {
    return err('bad_rules', 'rules must be an object of A12 flags');
  }
  const out: Record<string, unknown> = { ...DEFAULT_RULES };
  for (const [key, value] of Object.entries(partial)) {
    const allowed = CHOICES[key];
    if (allowed === undefined)
      return err('unknown_rule', `unknown rules flag "${key.slice(0, 40)}"`, { flag: key.slice(0, 40) });
    const fine =
      allowed === 'boolean'
        ? typeof value === 'boolean'
        : allowed === 'threshold'
          ? Number.isSafeInteger(value) && (value as number) >= 1
          : allowed.includes(value);
    if (!fine) return err('bad_rule_value', `bad value for rules flag "${key}"`, { flag: key });
    out[key] = value;
  }
  return ok(out as unknown as ColdWarRulesConfig);
}
