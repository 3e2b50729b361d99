import { describe, expect, it } from 'vitest';
import {
  checkFairDeal,
  commitmentOf,
  dealKeyOf,
  type FairDealProof,
  type FairDealWitness,
  TABLE_SEAT,
} from '../../engine/core';
import { doubleagentRules } from '../../engine/doubleagent';
import { keyFrom } from '../support/deals';
import { chooser } from '../support/playout';

const PLAYERS = ['Ann', 'Bob', 'Cy', 'Di'];
const SHARES = PLAYERS.map((seat, i) => ({ seat, entropy: keyFrom(100 + i).slice(0, 32) }));

/**
 * A Double Agent game played to its end from a secret and the seats' shares, with what Ann's
 * screen and the TV were shown, as the host would have sent it.
 */
function finishedGame(seed: number) {
  const secret = keyFrom(seed);
  const created = doubleagentRules.create({
    players: PLAYERS,
    seed: { chacha20: dealKeyOf(secret, SHARES) },
  });
  if (!created.ok) throw new Error(created.error.message);
  let state = created.value;
  const actions: { seat: string; action: unknown }[] = [];
  const logs: Record<string, unknown[]> = { Ann: [], [TABLE_SEAT]: [] };
  const pick = chooser(seed);
  while (!doubleagentRules.isOver(state)) {
    const seat = pick(doubleagentRules.toAct(state));
    const action = pick(doubleagentRules.legalActions(state, seat));
    const stepped = doubleagentRules.step(state, seat, action);
    if (!stepped.ok) throw new Error(stepped.error.message);
    state = stepped.value.state;
    actions.push({ seat, action });
    for (const watcher of Object.keys(logs))
      logs[watcher]!.push(...doubleagentRules.eventsFor(stepped.value.events, watcher));
  }
  const proof: FairDealProof = {
    game: 'doubleagent',
    options: { players: PLAYERS },
    secret,
    commitment: commitmentOf(secret),
    contributions: SHARES,
    actions,
  };
  const witness: FairDealWitness = {
    commitment: commitmentOf(secret),
    contributed: { Ann: SHARES[0]!.entropy },
    seen: Object.fromEntries(
      Object.entries(logs).map(([seat, log]) => [seat, { log, view: doubleagentRules.viewFor(state, seat) }]),
    ),
  };
  return { proof, witness };
}

const check = (proof: FairDealProof, witness: FairDealWitness) =>
  checkFairDeal(doubleagentRules, proof, witness);

describe('a finished game’s deal, checked on a screen', () => {
  const { proof, witness } = finishedGame(1);

  it('passes when the host’s word matches what the screen saw', () => {
    expect(check(proof, witness)).toMatchObject({ ok: true, actions: proof.actions.length });
  });

  it('names a secret that is not the one committed to', () => {
    expect(check({ ...proof, secret: keyFrom(2) }, witness)).toEqual({
      ok: false,
      problem: { kind: 'wrong_secret' },
    });
  });

  it('names a commitment other than the one shown at the start, even with its own matching secret', () => {
    const other = keyFrom(3);
    expect(check({ ...proof, secret: other, commitment: commitmentOf(other) }, witness)).toEqual({
      ok: false,
      problem: { kind: 'commitment_changed' },
    });
  });

  it('names the seat whose share was left out of the deal', () => {
    const without = proof.contributions.map((c) => (c.seat === 'Ann' ? { ...c, entropy: null } : c));
    expect(check({ ...proof, contributions: without }, witness)).toEqual({
      ok: false,
      problem: { kind: 'contribution_left_out', seat: 'Ann' },
    });
  });

  it('names a changed share of another seat by what the game then showed', () => {
    const changed = proof.contributions.map((c) =>
      c.seat === 'Bob' ? { ...c, entropy: 'f'.repeat(32) } : c,
    );
    const verdict = check({ ...proof, contributions: changed }, witness);
    expect(verdict.ok).toBe(false);
    // Another deal: the very first dice (or the first refused action) differ.
    if (!verdict.ok) expect(['log_differs', 'action_refused', 'not_over']).toContain(verdict.problem.kind);
  });

  it('names the first action that no longer replays, counted from 1', () => {
    const actions = proof.actions.map((a, i) => (i === 9 ? { ...a, action: { type: 'nonsense' } } : a));
    expect(check({ ...proof, actions }, witness)).toMatchObject({
      ok: false,
      problem: { kind: 'action_refused', action: 10 },
    });
  });

  it('names the log entry where a changed but legal action made the game differ from what was shown', () => {
    // Find an action with another legal choice, and put that choice in its place.
    const created = doubleagentRules.create({
      players: PLAYERS,
      seed: { chacha20: dealKeyOf(proof.secret, proof.contributions) },
    });
    if (!created.ok) throw new Error(created.error.message);
    let state = created.value;
    let changed: FairDealProof | null = null;
    for (const [index, { seat, action }] of proof.actions.entries()) {
      const other = doubleagentRules
        .legalActions(state, seat)
        .find((a) => JSON.stringify(a) !== JSON.stringify(action) && (a as { type: string }).type === 'move');
      if (other && index > 20) {
        changed = {
          ...proof,
          actions: proof.actions.map((a, i) => (i === index ? { seat, action: other } : a)),
        };
        break;
      }
      const stepped = doubleagentRules.step(state, seat, action);
      if (!stepped.ok) throw new Error(stepped.error.message);
      state = stepped.value.state;
    }
    expect(changed).not.toBeNull();
    const verdict = check(changed!, witness);
    expect(verdict.ok).toBe(false);
    if (!verdict.ok) expect(['log_differs', 'action_refused', 'not_over']).toContain(verdict.problem.kind);
  });

  it('names a last view that is not the replay’s', () => {
    const seen = { ...witness.seen, Ann: { ...witness.seen.Ann!, view: { changed: true } } };
    expect(check(proof, { ...witness, seen })).toEqual({
      ok: false,
      problem: { kind: 'view_differs', seat: 'Ann' },
    });
  });

  it('names a log the screen was shown that the replay does not give, at its entry', () => {
    const log = [...witness.seen.table!.log];
    log[5] = { type: 'rolled', player: 'Ann', dice: [6, 6], total: 12 };
    const seen = { ...witness.seen, table: { ...witness.seen.table!, log } };
    expect(check(proof, { ...witness, seen })).toEqual({
      ok: false,
      problem: { kind: 'log_differs', seat: 'table', entry: 5, action: expect.any(Number) },
    });
  });

  it('names no action for an entry the screen was shown after the replay’s last', () => {
    const log = [...witness.seen.Ann!.log, { type: 'rolled', player: 'Ann', dice: [6, 6], total: 12 }];
    const seen = { ...witness.seen, Ann: { ...witness.seen.Ann!, log } };
    expect(check(proof, { ...witness, seen })).toEqual({
      ok: false,
      problem: { kind: 'log_differs', seat: 'Ann', entry: witness.seen.Ann!.log.length, action: null },
    });
  });

  it('names a game cut short before its end', () => {
    expect(check({ ...proof, actions: proof.actions.slice(0, -1) }, witness)).toEqual({
      ok: false,
      problem: { kind: 'not_over' },
    });
  });

  it('refuses what is not a proof, without throwing', () => {
    for (const bad of [
      null,
      {},
      { ...proof, secret: 'XYZ' },
      { ...proof, actions: 'none' },
      { ...proof, contributions: [{}] },
    ])
      expect(check(bad as unknown as FairDealProof, witness)).toEqual({
        ok: false,
        problem: { kind: 'malformed' },
      });
  });

  it('ignores the table’s own notes in a log (a stand-in, a pause), which no action made', () => {
    const log = [{ type: 'table-note', note: 'paused', seat: 'Bob' }, ...witness.seen.Ann!.log];
    expect(
      check(proof, { ...witness, seen: { ...witness.seen, Ann: { ...witness.seen.Ann!, log } } }).ok,
    ).toBe(true);
  });
});
