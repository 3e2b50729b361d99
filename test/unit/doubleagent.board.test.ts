import { describe, expect, it } from 'vitest';
import camp from '../../assets/boards/camp.json';
import outpost from '../../assets/boards/outpost.json';
import { type Board, joinBoards, loadBoard } from '../../engine/doubleagent';
import many from '../fixtures/boards/many-defects.json';
import tiny from '../fixtures/boards/tiny.json';

function loaded(json: unknown): Board {
  const r = loadBoard(json);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

function problemsOf(json: unknown) {
  const r = loadBoard(json);
  expect(r.ok).toBe(false);
  return r.ok ? [] : r.error.problems;
}

/** Shortest step counts from the gazebo, never re-entering the gazebo (B15's checks). */
function distances(board: Board, deluxe: boolean): Map<string, number> {
  const dist = new Map<number, number>([[board.gazebo, 0]]);
  const queue = [board.gazebo];
  while (queue.length > 0) {
    const i = queue.shift()!;
    for (const j of board.adj[i]!) {
      if (dist.has(j) || board.kind[j] === 'gazebo' || (!deluxe && board.deluxeOnly[j])) continue;
      dist.set(j, dist.get(i)! + 1);
      queue.push(j);
    }
  }
  return new Map([...dist].map(([i, d]) => [board.ids[i]!, d]));
}

const clone = <T>(v: T): T => JSON.parse(JSON.stringify(v));

describe('shipped boards', () => {
  it('the house camp of B15 loads: 426 standard squares, 6 deluxe ones, 9 monitored sectors', () => {
    const b = loaded(camp);
    expect(b.ids.length).toBe(432);
    expect(b.ids.filter((_, i) => !b.deluxeOnly[i]).length).toBe(426);
    expect(b.monitored).toEqual(['SEC', 'INT', 'POW', 'GYM', 'GAR', 'TER', 'STO', 'DEC', 'BAR']);
    expect(b.ids[b.gazebo]).toBe('r13c13');
    expect(b.adj[b.gazebo]!.map((i) => b.ids[i]).sort()).toEqual(['r13c12', 'r13c14']);
    expect(b.exits.map((i) => b.ids[i])).toEqual(['r0c9', 'r26c17']);
    expect(b.startSector).toBe('GAR');
  });

  it("matches B15's minimum step counts from the gazebo", () => {
    const b = loaded(camp);
    const d = distances(b, false);
    const toSector = (s: string) =>
      Math.min(...b.ids.filter((_, i) => b.sectorOf[i] === s).map((id) => d.get(id)!));
    expect(toSector('GAR')).toBe(0); // the gazebo itself is in the Garden; first step is 1
    const expected: Record<string, number> = {
      GYM: 6,
      TER: 6,
      INT: 10,
      DEC: 10,
      SEC: 14,
      POW: 14,
      STO: 14,
      BAR: 14,
    };
    for (const [s, n] of Object.entries(expected)) expect(toSector(s)).toBe(n);
    expect(d.get('r0c9')).toBe(17);
    expect(d.get('r26c17')).toBe(17);
    expect(d.has('r5c26')).toBe(false);
    expect(distances(b, true).get('r5c26')).toBe(21);
  });

  it('every camp door touches exactly one sector and a walkway (B15)', () => {
    const b = loaded(camp);
    b.ids.forEach((_, i) => {
      if (b.kind[i] !== 'door') return;
      const sectors = new Set(b.adj[i]!.map((j) => b.sectorOf[j]).filter(Boolean));
      expect(sectors.size).toBe(1);
      expect(b.adj[i]!.some((j) => b.kind[j] === 'walkway')).toBe(true);
    });
  });

  it('the outpost loads on its own, with 6 monitored sectors of 9', () => {
    const b = loaded(outpost);
    expect(b.sectors.length).toBe(9);
    expect(b.monitored.length).toBe(6);
    expect(b.monitored).not.toContain('TOW');
    expect(b.monitored).not.toContain('WOO');
    expect(b.monitored).not.toContain('GRG');
    expect(b.exits.length).toBe(4);
  });

  it('camp and outpost join for the deluxe game: 15 monitors, 6 exits, fence gates paired (B12)', () => {
    const r = joinBoards(loaded(camp), loaded(outpost));
    if (!r.ok) throw new Error(r.error.message);
    const b = r.value;
    expect(b.monitored.length).toBe(15);
    expect(b.exits.length).toBe(6);
    const gate = b.index.get('r5c27')!;
    expect(b.adj[gate]!.map((j) => b.ids[j])).toContain('outpost:r4c0');
    // The outpost is reachable from the camp's gazebo only through a fence gate.
    expect(distances(b, false).has('outpost:r1c2')).toBe(false);
    expect(distances(b, true).has('outpost:r1c2')).toBe(true);
  });

  it('refuses to join boards whose fence gates do not pair', () => {
    const partner = clone(outpost);
    partner.fenceGates[2]!.link = 'F9';
    const r = joinBoards(loaded(camp), loaded(partner));
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('F3');
  });
});

describe('board defects are reported, each located', () => {
  it('the tiny fixture is valid', () => {
    expect(loadBoard(tiny).ok).toBe(true);
  });

  it('lists every problem of a board with several defects', () => {
    const problems = problemsOf(many);
    expect(problems).toContainEqual({ where: 'r9c9', problem: 'unreachable from the gazebo' });
    expect(problems).toContainEqual({ where: 'r3c3', problem: 'duplicate square id' });
    expect(problems).toContainEqual({ where: 'r1c5', problem: 'door touches no sector' });
    expect(problems).toContainEqual({ where: 'LAB', problem: 'has no door' });
    expect(problems).toContainEqual({ where: 'LAB', problem: 'code must be 3–4 capital letters' });
    expect(problems).toContainEqual({
      where: 'LAB',
      problem: 'monitor square r3c4 is not inside the sector',
    });
  });

  it('a missing gazebo', () => {
    const b = clone(tiny);
    b.squares = b.squares.filter((s) => s.kind !== 'gazebo');
    expect(problemsOf(b)).toContainEqual({ where: 'board', problem: 'gazebo "r6c4" is not a square' });
  });

  it('a gazebo flagstone not beside the gazebo', () => {
    const b = clone(tiny);
    b.gazeboFlagstones = ['r6c3', 'r6c3'];
    expect(problemsOf(b)).toContainEqual({
      where: 'board',
      problem: 'the two gazebo flagstones are the same',
    });
  });

  it('a duplicate sector id and code', () => {
    const b = clone(tiny);
    b.sectors.push({ ...b.sectors[0]! });
    const p = problemsOf(b);
    expect(p).toContainEqual({ where: 'SEC', problem: 'duplicate sector id' });
    expect(p).toContainEqual({ where: 'SEC', problem: 'duplicate sector code SEC' });
  });

  it('a door listed for a sector it does not touch, and a door missing from its list', () => {
    const b = clone(tiny);
    b.sectors[0]!.doors = ['r6c2'];
    const p = problemsOf(b);
    expect(p).toContainEqual({ where: 'SEC', problem: 'door r6c2 does not touch the sector' });
    expect(p).toContainEqual({
      where: 'SEC',
      problem: 'door r2c4 touches the sector but is not in its door list',
    });
  });

  it('a floor square with an unknown sector, and an unknown kind', () => {
    const b = clone(tiny) as { squares: Record<string, unknown>[] };
    b.squares.push({ id: 'r3c6', x: 6, y: 3, kind: 'sectorFloor', sectorId: 'XYZ' });
    b.squares.push({ id: 'r2c6', x: 6, y: 2, kind: 'lawn' });
    const p = problemsOf(b);
    expect(p).toContainEqual({ where: 'r3c6', problem: 'sectorId XYZ is not a sector' });
    expect(p).toContainEqual({ where: 'r2c6', problem: 'unknown kind "lawn"' });
  });

  it('an exit gate missing from exitGates, and a grey square not marked deluxe', () => {
    const b = clone(tiny) as { squares: Record<string, unknown>[]; exitGates: string[] };
    b.exitGates = [];
    b.squares.push({ id: 'r2c0', x: 0, y: 2, kind: 'greySquare' });
    const p = problemsOf(b);
    expect(p).toContainEqual({ where: 'board', problem: 'needs at least one exit gate' });
    expect(p).toContainEqual({ where: 'r0c1', problem: 'exit gate not listed in exitGates' });
    expect(p).toContainEqual({ where: 'r2c0', problem: 'a greySquare must be deluxeOnly' });
  });

  it('a square reachable only through deluxe squares', () => {
    const b = clone(tiny) as { squares: Record<string, unknown>[] };
    b.squares.push({ id: 'r1c6', x: 6, y: 1, kind: 'greySquare', deluxeOnly: true });
    b.squares.push({ id: 'r1c7', x: 7, y: 1, kind: 'walkway' });
    expect(problemsOf(b)).toContainEqual({ where: 'r1c7', problem: 'reachable only through deluxe squares' });
  });

  it('a floor square beside a walkway is not joined to it: sectors open only at doors', () => {
    const b = clone(tiny) as { squares: Record<string, unknown>[] };
    b.squares.push({ id: 'r3c2', x: 2, y: 3, kind: 'sectorFloor', sectorId: 'SEC' });
    const board = loaded(b);
    const nb = (id: string) => board.adj[board.index.get(id)!]!.map((j) => board.ids[j]).sort();
    expect(nb('r3c2')).toEqual(['r3c3', 'r4c2']); // its floor and the door below, not the walkway
    expect(nb('r3c1')).toEqual(['r2c1', 'r4c1']);
  });

  it('blockedEdges cut a connection and extraEdges add one, within the kinds B14 allows', () => {
    const b = clone(tiny) as Record<string, unknown>;
    b.blockedEdges = [['r3c3', 'r3c4']];
    b.extraEdges = [['r3c3', 'r4c4']];
    const board = loaded(b);
    const nb = (id: string) => board.adj[board.index.get(id)!]!.map((j) => board.ids[j]).sort();
    expect(nb('r3c3')).toEqual(['r4c3', 'r4c4']);
    b.extraEdges = [['r1c3', 'r3c3']];
    expect(problemsOf(b)).toContainEqual({
      where: 'r1c3',
      problem: 'extra edge to r3c3 joins a walkway to a sectorFloor, which B14 forbids',
    });
  });

  it('anything that is not a board', () => {
    for (const junk of [null, 3, 'camp', [], { id: 'x' }]) expect(loadBoard(junk as unknown).ok).toBe(false);
  });
});
