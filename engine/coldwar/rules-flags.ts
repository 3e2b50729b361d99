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
  mustRecruitWhenEmpty: true,
  politicalSelfStabilityLimit: false,
  endTurnVictoryThreshold: 100,
};

/**
 * The defaults that changed with a rules version (`RULES_VERSION` in index.ts), keyed by the version
 * before the change, with the value they had under it. Game options hold only the flags a table
 * set, so a table saved under that version has these pinned (`keepFormerDefaults`) on load.
 */
export const FORMER_DEFAULTS: Readonly<Record<number, Partial<ColdWarRulesConfig>>> = {
  /** D-12 revised 2026-12-07: a player with no groups must Recruit. */
  1: { mustRecruitWhenEmpty: false },
};

/** Game options with `former` pinned in their `rules`; a flag the options set themselves stays. */
export function keepFormerDefaults(
  options: Record<string, unknown>,
  former: Partial<ColdWarRulesConfig>,
): Record<string, unknown> {
  const rules = options.rules ?? {};
  // Malformed rules are left for newGame to refuse, as they were before.
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) return options;
  return { ...options, rules: { ...former, ...rules } };
}

/**
 * A table saved under rules version 2 with `analystRequiresWin` keeps that version's both-Analysts
 * reading (`gatedAgentsSkipConflicts`); without the flag the two readings never differ, so nothing
 * is pinned and such a save stays exactly as written.
 */
export function keepWinGatedConflicts(options: Record<string, unknown>): Record<string, unknown> {
  const rules = options.rules;
  if (typeof rules !== 'object' || rules === null || Array.isArray(rules)) return options;
  const flags = rules as Record<string, unknown>;
  if (flags.analystRequiresWin !== true || 'gatedAgentsSkipConflicts' in flags) return options;
  return { ...options, rules: { ...flags, gatedAgentsSkipConflicts: true } };
}

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
  gatedAgentsSkipConflicts: 'boolean',
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
