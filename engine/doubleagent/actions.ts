import type { MonitorState } from './state';

/** Every action (see docs/doubleagent-engine.md for who may send which, and when). */
export type DaAction =
  | { type: 'roll'; dice?: [number, number] }
  | { type: 'opening'; sector: string | null }
  | { type: 'move'; to: string; path?: string[] }
  | { type: 'stay' }
  | { type: 'accuse'; target: string; path?: string[] }
  | { type: 'exit'; gate: string; path?: string[] }
  | { type: 'inspect'; sabotage: boolean }
  | { type: 'endTurn' }
  | { type: 'observe'; sector: string; state: MonitorState; placed?: boolean };

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string';
const isDie = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= 6;
const optPath = (v: unknown): v is string[] | undefined =>
  v === undefined || (Array.isArray(v) && v.length <= 64 && v.every(isStr));

/** Reads an untrusted value as an action; null when it is not one. Extra fields are refused. */
export function parseAction(raw: unknown): DaAction | null {
  if (!isObj(raw) || !isStr(raw.type)) return null;
  const only = (...keys: string[]) => Object.keys(raw).every((k) => k === 'type' || keys.includes(k));
  switch (raw.type) {
    case 'roll':
      if (!only('dice')) return null;
      if (raw.dice === undefined) return { type: 'roll' };
      if (!Array.isArray(raw.dice) || raw.dice.length !== 2 || !isDie(raw.dice[0]) || !isDie(raw.dice[1]))
        return null;
      return { type: 'roll', dice: [raw.dice[0], raw.dice[1]] };
    case 'opening':
      if (!only('sector') || !(raw.sector === undefined || raw.sector === null || isStr(raw.sector)))
        return null;
      return { type: 'opening', sector: (raw.sector as string | undefined) ?? null };
    case 'move':
      if (!only('to', 'path') || !isStr(raw.to) || !optPath(raw.path)) return null;
      return raw.path === undefined
        ? { type: 'move', to: raw.to }
        : { type: 'move', to: raw.to, path: raw.path };
    case 'accuse':
      if (!only('target', 'path') || !isStr(raw.target) || !optPath(raw.path)) return null;
      return raw.path === undefined
        ? { type: 'accuse', target: raw.target }
        : { type: 'accuse', target: raw.target, path: raw.path };
    case 'exit':
      if (!only('gate', 'path') || !isStr(raw.gate) || !optPath(raw.path)) return null;
      return raw.path === undefined
        ? { type: 'exit', gate: raw.gate }
        : { type: 'exit', gate: raw.gate, path: raw.path };
    case 'inspect':
      if (!only('sabotage') || !(raw.sabotage === undefined || typeof raw.sabotage === 'boolean'))
        return null;
      return { type: 'inspect', sabotage: raw.sabotage === true };
    case 'stay':
    case 'endTurn':
      return only() ? { type: raw.type } : null;
    case 'observe':
      if (!only('sector', 'state', 'placed') || !isStr(raw.sector)) return null;
      if (raw.state !== 'ON' && raw.state !== 'OFF') return null;
      if (raw.placed !== undefined && typeof raw.placed !== 'boolean') return null;
      return raw.placed === true
        ? { type: 'observe', sector: raw.sector, state: raw.state, placed: true }
        : { type: 'observe', sector: raw.sector, state: raw.state };
    default:
      return null;
  }
}
