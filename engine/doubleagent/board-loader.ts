import { type EngineError, ok, type Result } from '../core';
import {
  type BoardDef,
  type BoardProblem,
  type SectorDef,
  SQUARE_KINDS,
  type SquareKind,
} from './board-schema';

/** A validated board with its movement graph, indexed for the search in movement.ts. */
export interface Board {
  readonly def: BoardDef;
  readonly ids: readonly string[];
  readonly index: ReadonlyMap<string, number>;
  readonly kind: readonly SquareKind[];
  /** The sector a square is inside (floor, flagstone, gazebo), else undefined. */
  readonly sectorOf: readonly (string | undefined)[];
  readonly deluxeOnly: readonly boolean[];
  /** Neighbours in the full graph (deluxe squares included; movement filters them by variant). */
  readonly adj: readonly (readonly number[])[];
  readonly gazebo: number;
  readonly exits: readonly number[];
  readonly sectors: readonly SectorDef[];
  /** Monitored sector ids in board order: one monitor each (B2, B12). */
  readonly monitored: readonly string[];
  /** The sector holding the gazebo: nobody may inspect it before leaving it (B7.2, Rule 5). */
  readonly startSector: string;
}

export interface BadBoard extends EngineError<'bad_board' | 'unknown_board'> {
  readonly problems: readonly BoardProblem[];
}

const CODE = /^[A-Z]{3,4}$/;
const INSIDE: ReadonlySet<SquareKind> = new Set(['sectorFloor', 'flagstone', 'gazebo']);
const OUTSIDE_LINKS: Readonly<Record<string, readonly SquareKind[]>> = {
  walkway: ['walkway', 'door', 'exitGate', 'greySquare'],
  door: ['walkway', 'door'],
  exitGate: ['walkway'],
  greySquare: ['walkway', 'fenceGate'],
  fenceGate: ['greySquare', 'fenceGate'],
};

const isObj = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isStr = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);
const isPair = (v: unknown): v is [string, string] =>
  Array.isArray(v) && v.length === 2 && isStr(v[0]) && isStr(v[1]);

/** Whether two squares of these kinds may be joined (B14.2), ignoring the gazebo's special case. */
function kindsLink(a: SquareKind, sa: string | undefined, b: SquareKind, sb: string | undefined): boolean {
  const ia = INSIDE.has(a);
  const ib = INSIDE.has(b);
  if (ia && ib) return sa === sb;
  if (ia) return b === 'door';
  if (ib) return a === 'door';
  return OUTSIDE_LINKS[a]?.includes(b) ?? false;
}

/**
 * Validates untrusted board JSON (B14) and builds its graph. A bad board is refused with every
 * problem found, each located at a square, a sector or `board`. `joined` (two boards made one by
 * joinBoards) allows the second board to be reachable only through the fence gates.
 */
export function loadBoard(json: unknown, joined = false): Result<Board, BadBoard> {
  const problems: BoardProblem[] = [];
  const bad = (where: string, problem: string) => problems.push({ where, problem });
  const refuse = (): Result<Board, BadBoard> => ({
    ok: false,
    error: {
      code: 'bad_board',
      message: `The board has ${problems.length} problem(s): ${problems.map((p) => `${p.where}: ${p.problem}`).join('; ')}`,
      params: { count: problems.length },
      problems,
    },
  });
  if (!isObj(json)) {
    bad('board', 'is not a JSON object');
    return refuse();
  }
  if (!isStr(json.id)) bad('board', 'has no id');
  if (!isStr(json.name)) bad('board', 'has no name');
  if (!['publisher', 'house-design', 'player'].includes(json.provenance as string))
    bad('board', 'provenance must be publisher, house-design or player');
  if (!Array.isArray(json.squares)) bad('board', 'squares must be a list');
  if (!Array.isArray(json.sectors)) bad('board', 'sectors must be a list');
  if (problems.length > 0) return refuse();

  // Squares
  const ids: string[] = [];
  const index = new Map<string, number>();
  const kind: SquareKind[] = [];
  const sectorOf: (string | undefined)[] = [];
  const deluxeOnly: boolean[] = [];
  const xy: [number, number][] = [];
  const at = new Map<string, number>();
  (json.squares as unknown[]).forEach((raw, n) => {
    if (!isObj(raw) || !isStr(raw.id)) {
      bad(`squares[${n}]`, 'needs a string id');
      return;
    }
    const id = raw.id;
    if (index.has(id)) {
      bad(id, 'duplicate square id');
      return;
    }
    if (!SQUARE_KINDS.includes(raw.kind as SquareKind)) {
      bad(id, `unknown kind ${JSON.stringify(raw.kind)}`);
      return;
    }
    if (!isInt(raw.x) || !isInt(raw.y)) {
      bad(id, 'x and y must be integers');
      return;
    }
    const k = raw.kind as SquareKind;
    const key = `${raw.x},${raw.y}`;
    if (at.has(key)) bad(id, `same coordinates as ${ids[at.get(key)!]}`);
    if (INSIDE.has(k) && !isStr(raw.sectorId)) bad(id, `a ${k} square needs a sectorId`);
    if (!INSIDE.has(k) && raw.sectorId !== undefined) bad(id, `a ${k} square is in no sector`);
    const dlx = raw.deluxeOnly === true;
    if ((k === 'greySquare' || k === 'fenceGate') && !dlx) bad(id, `a ${k} must be deluxeOnly`);
    const i = ids.length;
    ids.push(id);
    index.set(id, i);
    kind.push(k);
    sectorOf.push(INSIDE.has(k) && isStr(raw.sectorId) ? raw.sectorId : undefined);
    deluxeOnly.push(dlx);
    xy.push([raw.x, raw.y]);
    if (!at.has(key)) at.set(key, i);
  });
  const sq = (
    where: string,
    id: unknown,
    what: string,
    kinds?: readonly SquareKind[],
  ): number | undefined => {
    if (!isStr(id) || !index.has(id)) {
      bad(where, `${what} ${JSON.stringify(id)} is not a square`);
      return undefined;
    }
    const i = index.get(id)!;
    if (kinds && !kinds.includes(kind[i]!))
      bad(where, `${what} ${id} is a ${kind[i]}, not a ${kinds.join(' or ')}`);
    return i;
  };

  // Sectors
  const sectors: SectorDef[] = [];
  const sectorIds = new Set<string>();
  const codes = new Set<string>();
  (json.sectors as unknown[]).forEach((raw, n) => {
    if (!isObj(raw) || !isStr(raw.id)) {
      bad(`sectors[${n}]`, 'needs a string id');
      return;
    }
    const id = raw.id;
    if (id === '__proto__') bad(id, 'is not a usable sector id');
    if (sectorIds.has(id)) bad(id, 'duplicate sector id');
    sectorIds.add(id);
    if (!isStr(raw.name)) bad(id, 'has no name');
    if (!isStr(raw.code) || !CODE.test(raw.code)) bad(id, 'code must be 3–4 capital letters');
    else if (codes.has(raw.code)) bad(id, `duplicate sector code ${raw.code}`);
    else codes.add(raw.code);
    if (typeof raw.outdoor !== 'boolean') bad(id, 'outdoor must be true or false');
    if (raw.monitored !== undefined && typeof raw.monitored !== 'boolean')
      bad(id, 'monitored must be true or false');
    const doors = Array.isArray(raw.doors) ? raw.doors : [];
    if (doors.length === 0) bad(id, 'has no door');
    for (const d of doors) {
      const i = sq(id, d, 'door', ['door']);
      if (i === undefined) continue;
      const touches = neighbours(i).some((j) => sectorOf[j] === id);
      if (!touches) bad(id, `door ${d} does not touch the sector`);
    }
    const m = sq(id, raw.monitorSquare, 'monitor square');
    if (m !== undefined && sectorOf[m] !== id)
      bad(id, `monitor square ${raw.monitorSquare} is not inside the sector`);
    sectors.push({
      id,
      name: String(raw.name),
      code: String(raw.code),
      outdoor: raw.outdoor === true,
      doors: doors.filter(isStr),
      monitorSquare: String(raw.monitorSquare),
      monitored: raw.monitored !== false,
    });
  });
  if (sectors.length === 0) bad('board', 'has no sector');
  for (let i = 0; i < ids.length; i++) {
    const s = sectorOf[i];
    if (s !== undefined && !sectorIds.has(s)) bad(ids[i]!, `sectorId ${s} is not a sector`);
  }
  for (const s of sectors) if (!sectorOf.includes(s.id)) bad(s.id, 'has no square');

  function neighbours(i: number): number[] {
    const [x, y] = xy[i]!;
    const out: number[] = [];
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const j = at.get(`${x + dx},${y + dy}`);
      if (j !== undefined) out.push(j);
    }
    return out;
  }

  // Special squares
  const gazebo = sq('board', json.gazebo, 'gazebo', ['gazebo']);
  const flags: number[] = [];
  if (!isPair(json.gazeboFlagstones)) bad('board', 'gazeboFlagstones must name two squares');
  else {
    for (const f of json.gazeboFlagstones) {
      const i = sq('board', f, 'gazebo flagstone', ['flagstone']);
      if (i === undefined) continue;
      flags.push(i);
      if (gazebo !== undefined && !neighbours(gazebo).includes(i))
        bad(f, 'gazebo flagstone is not beside the gazebo');
    }
    if (json.gazeboFlagstones[0] === json.gazeboFlagstones[1])
      bad('board', 'the two gazebo flagstones are the same');
  }
  const exits: number[] = [];
  if (!Array.isArray(json.exitGates) || json.exitGates.length === 0)
    bad('board', 'needs at least one exit gate');
  else
    for (const g of json.exitGates) {
      const i = sq('board', g, 'exit gate', ['exitGate']);
      if (i !== undefined) exits.push(i);
    }
  for (let i = 0; i < ids.length; i++)
    if (kind[i] === 'exitGate' && !exits.includes(i)) bad(ids[i]!, 'exit gate not listed in exitGates');
  const fence = Array.isArray(json.fenceGates) ? json.fenceGates : [];
  if (json.fenceGates !== undefined && !Array.isArray(json.fenceGates))
    bad('board', 'fenceGates must be a list');
  const links = new Set<string>();
  for (const raw of fence) {
    if (!isObj(raw)) {
      bad('board', 'a fence gate entry is not an object');
      continue;
    }
    const g = sq('board', raw.gate, 'fence gate', ['fenceGate']);
    const gr = sq('board', raw.grey, 'grey square', ['greySquare']);
    if (g !== undefined && gr !== undefined && !neighbours(g).includes(gr))
      bad(String(raw.gate), `fence gate is not beside its grey square ${String(raw.grey)}`);
    if (!isStr(raw.link)) bad(String(raw.gate), 'fence gate needs a link label');
    else if (links.has(raw.link)) bad(String(raw.gate), `duplicate link label ${raw.link}`);
    else links.add(raw.link);
  }
  if (json.escapeSabotages !== undefined && (!isInt(json.escapeSabotages) || json.escapeSabotages < 1))
    bad('board', 'escapeSabotages must be a positive integer');

  // Graph: orthogonal neighbours by kind (B14.2), minus blocked, plus extra edges.
  const adjSets: Set<number>[] = ids.map(() => new Set());
  const link = (i: number, j: number) => {
    adjSets[i]!.add(j);
    adjSets[j]!.add(i);
  };
  for (let i = 0; i < ids.length; i++)
    for (const j of neighbours(i))
      if (i < j && kindsLink(kind[i]!, sectorOf[i], kind[j]!, sectorOf[j])) {
        if (kind[i] === 'gazebo' || kind[j] === 'gazebo') {
          // B14.2: the start gazebo joins only its two flagstones.
          const other = kind[i] === 'gazebo' ? j : i;
          const gz = kind[i] === 'gazebo' ? i : j;
          if (gz === gazebo && !flags.includes(other)) continue;
        }
        link(i, j);
      }
  const edgeList = (field: string): [number, number][] => {
    const v = json[field];
    if (v === undefined) return [];
    if (!Array.isArray(v)) {
      bad('board', `${field} must be a list of pairs`);
      return [];
    }
    const out: [number, number][] = [];
    for (const e of v) {
      if (!isPair(e)) {
        bad('board', `${field} entry ${JSON.stringify(e)} is not a pair of square ids`);
        continue;
      }
      const a = sq('board', e[0], `${field} end`);
      const b = sq('board', e[1], `${field} end`);
      if (a !== undefined && b !== undefined) out.push([a, b]);
    }
    return out;
  };
  for (const [a, b] of edgeList('blockedEdges')) {
    adjSets[a]!.delete(b);
    adjSets[b]!.delete(a);
  }
  for (const [a, b] of edgeList('extraEdges')) {
    if (!kindsLink(kind[a]!, sectorOf[a], kind[b]!, sectorOf[b]))
      bad(ids[a]!, `extra edge to ${ids[b]} joins a ${kind[a]} to a ${kind[b]}, which B14 forbids`);
    else link(a, b);
  }
  const adj = adjSets.map((s) => [...s].sort((p, q) => p - q));

  // Doors: each must join the floor of at least one sector (Rule 3).
  for (let i = 0; i < ids.length; i++) {
    if (kind[i] !== 'door') continue;
    const touched = new Set(adj[i]!.map((j) => sectorOf[j]).filter((s) => s !== undefined));
    if (touched.size === 0) bad(ids[i]!, 'door touches no sector');
    else if (touched.size > 2) bad(ids[i]!, 'door touches more than two sectors');
    else if (touched.size === 1 && !adj[i]!.some((j) => kind[j] === 'walkway' || kind[j] === 'door'))
      bad(ids[i]!, 'door leads from its sector to no walkway');
    for (const s of touched) {
      const def = sectors.find((d) => d.id === s);
      if (def && !def.doors.includes(ids[i]!))
        bad(s, `door ${ids[i]} touches the sector but is not in its door list`);
    }
  }

  // Reachability from the gazebo: standard squares without deluxe ones, then everything.
  if (gazebo !== undefined) {
    const reach = (useDeluxe: boolean): boolean[] => {
      const seen = ids.map(() => false);
      const stack = [gazebo];
      seen[gazebo] = true;
      while (stack.length > 0) {
        const i = stack.pop()!;
        for (const j of adj[i]!) {
          if (seen[j] || (!useDeluxe && deluxeOnly[j]) || (kind[j] === 'gazebo' && j !== gazebo)) continue;
          seen[j] = true;
          stack.push(j);
        }
      }
      return seen;
    };
    const standard = reach(false);
    const all = reach(true);
    for (let i = 0; i < ids.length; i++) {
      if (kind[i] === 'gazebo' && i !== gazebo) continue;
      if (!all[i]) bad(ids[i]!, 'unreachable from the gazebo');
      else if (!joined && !deluxeOnly[i] && !standard[i])
        bad(ids[i]!, 'reachable only through deluxe squares');
    }
  }
  if (problems.length > 0) return refuse();

  const startSector = sectorOf[gazebo!]!;
  const board: Board = {
    def: json as unknown as BoardDef,
    ids,
    index,
    kind,
    sectorOf,
    deluxeOnly,
    adj,
    gazebo: gazebo!,
    exits,
    sectors,
    monitored: sectors.filter((s) => s.monitored !== false).map((s) => s.id),
    startSector,
  };
  return ok(board);
}
