import type { ActionType, ColdWarAction } from './types';

/** The fields each action type may carry besides `type` (docs/coldwar-engine.md lists them). */
export const ACTION_FIELDS: Readonly<Record<ActionType, readonly string[]>> = {
  chooseFirst: ['first'],
  chooseAgent: ['agent'],
  doubleAgentPrivilege: ['option', 'agent'],
  arrangeGroups: ['order'],
  recruit: [],
  activate: ['group', 'target'],
  mediaDecision: ['choice'],
  pass: [],
  playEvent: ['event', 'order'],
  arrangeObjectives: ['order'],
  returnAgent: ['agent'],
  declineEvent: [],
};

const TOKEN = /^[A-Za-z0-9_-]{1,24}$/;

function field(v: unknown): string | null {
  if (v === undefined) return '';
  if (typeof v === 'string') return TOKEN.test(v) ? v : null;
  if (Array.isArray(v) && v.length <= 8) {
    const parts: string[] = [];
    for (const x of v) {
      if (typeof x !== 'string' || !TOKEN.test(x)) return null;
      parts.push(x);
    }
    return `[${parts.join(',')}]`;
  }
  return null;
}

/**
 * A canonical string for a well-formed action (any untrusted value), or null when it is not
 * one: unknown type, unknown field, or a field that is not an id or a short list of ids.
 * Two actions are the same action exactly when their keys are equal.
 */
export function actionKey(action: unknown): string | null {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return null;
  const a = action as Record<string, unknown>;
  const type = a.type;
  if (typeof type !== 'string' || !Object.hasOwn(ACTION_FIELDS, type)) return null;
  const fields = ACTION_FIELDS[type as ActionType];
  for (const k of Object.keys(a)) if (k !== 'type' && !fields.includes(k)) return null;
  let key = type;
  for (const f of fields) {
    const v = field(a[f]);
    if (v === null) return null;
    key += `|${v}`;
  }
  return key;
}

export const keyOf = (a: ColdWarAction): string => actionKey(a)!;
