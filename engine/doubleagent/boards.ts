import camp from '../../assets/boards/camp.json';
import outpost from '../../assets/boards/outpost.json';
import type { Result } from '../core';
import { type BadBoard, type Board, loadBoard } from './board-loader';
import type { BoardDef, SquareDef } from './board-schema';

/** The boards shipped with the engine, by id. */
export const SHIPPED_BOARDS: Readonly<Record<string, unknown>> = { camp, outpost };

/**
 * Shipped boards compiled once: every game on one shares the same (never mutated) board, so the
 * compiled board and the move search's tables are built once, not per game.
 */
const shipped = new Map<string, Result<Board, BadBoard>>();

/** A board given by a shipped id or as board JSON. */
export function resolveBoard(ref: unknown): Result<Board, BadBoard> {
  if (typeof ref === 'string') {
    const def = SHIPPED_BOARDS[ref];
    if (def === undefined) {
      const problem = `No shipped board is called ${ref.slice(0, 40)}`;
      return {
        ok: false,
        error: { code: 'unknown_board', message: problem, params: { board: ref.slice(0, 40) }, problems: [] },
      };
    }
    let hit = shipped.get(ref);
    if (!hit) {
      hit = loadBoard(def);
      shipped.set(ref, hit);
    }
    return hit;
  }
  return loadBoard(ref);
}

const joined = new WeakMap<Board, WeakMap<Board, Result<Board, BadBoard>>>();

/**
 * B12: the two boards side by side along the fence. The partner's squares get the prefix
 * `<partner id>:`, and each fence gate is joined to the partner's gate with the same link label.
 * The start gazebo is the main board's; the partner's gazebo can never be entered (B6.6).
 */
export function joinBoards(main: Board, partner: Board): Result<Board, BadBoard> {
  let byPartner = joined.get(main);
  if (!byPartner) {
    byPartner = new WeakMap();
    joined.set(main, byPartner);
  }
  let hit = byPartner.get(partner);
  if (!hit) {
    hit = join(main, partner);
    byPartner.set(partner, hit);
  }
  return hit;
}

function join(main: Board, partner: Board): Result<Board, BadBoard> {
  const a = main.def;
  const b = partner.def;
  const p = (id: string) => `${b.id}:${id}`;
  const width = Math.max(...a.squares.map((s) => s.x)) + 2;
  const problems: { where: string; problem: string }[] = [];
  const aSectors = new Set(a.sectors.map((s) => s.id));
  const aCodes = new Set(a.sectors.map((s) => s.code));
  for (const s of b.sectors) {
    if (aSectors.has(s.id)) problems.push({ where: s.id, problem: `sector id used on both boards` });
    if (aCodes.has(s.code))
      problems.push({ where: s.id, problem: `sector code ${s.code} used on both boards` });
  }
  const links: [string, string][] = [];
  for (const g of a.fenceGates) {
    const other = b.fenceGates.find((h) => h.link === g.link);
    if (!other) problems.push({ where: g.gate, problem: `no fence gate labelled ${g.link} on ${b.id}` });
    else links.push([g.gate, p(other.gate)]);
  }
  for (const h of b.fenceGates)
    if (!a.fenceGates.some((g) => g.link === h.link))
      problems.push({ where: p(h.gate), problem: `no fence gate labelled ${h.link} on ${a.id}` });
  if (a.fenceGates.length === 0) problems.push({ where: a.id, problem: 'has no fence gate to join' });
  if (problems.length > 0)
    return {
      ok: false,
      error: {
        code: 'bad_board',
        params: { count: problems.length },
        message: `${a.id} and ${b.id} do not join: ${problems.map((x) => `${x.where}: ${x.problem}`).join('; ')}`,
        problems,
      },
    };
  const def: BoardDef = {
    id: `${a.id}+${b.id}`,
    name: `${a.name} + ${b.name}`,
    provenance: a.provenance,
    squares: [...a.squares, ...b.squares.map((s): SquareDef => ({ ...s, id: p(s.id), x: s.x + width }))],
    extraEdges: [
      ...(a.extraEdges ?? []),
      ...(b.extraEdges ?? []).map(([x, y]) => [p(x), p(y)] as const),
      ...links,
    ],
    blockedEdges: [
      ...(a.blockedEdges ?? []),
      ...(b.blockedEdges ?? []).map(([x, y]) => [p(x), p(y)] as const),
    ],
    sectors: [
      ...a.sectors,
      ...b.sectors.map((s) => ({ ...s, doors: s.doors.map(p), monitorSquare: p(s.monitorSquare) })),
    ],
    gazebo: a.gazebo,
    gazeboFlagstones: a.gazeboFlagstones,
    exitGates: [...a.exitGates, ...b.exitGates.map(p)],
    fenceGates: [
      ...a.fenceGates,
      ...b.fenceGates.map((g) => ({ gate: p(g.gate), grey: p(g.grey), link: `${b.id}:${g.link}` })),
    ],
  };
  return loadBoard(def, true);
}
