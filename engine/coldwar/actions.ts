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

/**
 * The type of a well-formed action (any untrusted value), or null: not a plain object, unknown
 * type, or a field the type does not have. Field values are checked by `sameAction` against the
 * legal actions, so nothing else needs trusting.
 */
export function actionType(action: unknown): ActionType | null {
  if (typeof action !== 'object' || action === null || Array.isArray(action)) return null;
  const type = (action as { type?: unknown }).type;
  if (typeof type !== 'string' || !Object.hasOwn(ACTION_FIELDS, type)) return null;
  const fields = ACTION_FIELDS[type as ActionType];
  for (const k in action) if (k !== 'type' && !fields.includes(k)) return null;
  return type as ActionType;
}

function sameField(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether the untrusted `input` (already of `legal`'s type) is exactly the action `legal`. */
export function sameAction(legal: ColdWarAction, input: object): boolean {
  const l = legal as unknown as Record<string, unknown>;
  const i = input as Record<string, unknown>;
  if (l.type !== i.type) return false;
  for (const f of ACTION_FIELDS[legal.type]) if (!sameField(l[f], i[f])) return false;
  return true;
}
