import { afterEach, describe, expect, it } from 'vitest';
import { coldwarRules } from '../../engine/coldwar';
import {
  checkFairDeal,
  ENTROPY_HEX,
  type FairDealProblem,
  type FairDealProof,
  fingerprintOf,
  TABLE_SEAT,
} from '../../engine/core';
import type { HostMessage, TableSummary } from '../../protocol/messages';
import { Host } from '../../src-main/host/host';
import type { AnyGameRules } from '../../src-renderer/games/game-screens';
import { setLanguage } from '../../src-renderer/i18n/language-store';
import {
  awaitsDeal,
  type DealCheck,
  dealCheckOf,
  dealCheckWords,
  dealProblemText,
  dealSeal,
  dealWaitLines,
} from '../../src-renderer/lib/deal-check';
import {
  type DealMemory,
  dealJoined,
  dealSeatLost,
  dealShown,
  loadDealMemory,
  logShown,
  NO_DEAL_MEMORY,
  replayWitness,
  type ShownLog,
  saveDealMemory,
  witnessOf,
} from '../../src-renderer/lib/fair-deal-witness';
import { JoinQueue } from '../../src-renderer/lib/join-queue';
import { applyView, type SeatModel } from '../../src-renderer/lib/seat-model';
import {
  entropyFor,
  entropyKey,
  type KeyValueStore,
  newEntropy,
  rememberSeat,
  rememberTable,
  tableForCode,
  tokenFor,
} from '../../src-renderer/lib/seat-tokens';
import { screen } from '../support/host-screen';
import { memoryStore } from '../support/memory-store';
import { chooser } from '../support/playout';

afterEach(() => setLanguage('en', { save: false }));

const COMMITMENT = 'c0ffee'.padEnd(64, '1');
const summary = (deal: TableSummary['deal'], seats: Partial<TableSummary['seats'][number]>[] = []) =>
  ({
    id: 't1',
    game: 'coldwar',
    code: 'K7M2QX',
    seats: seats.map((seat, i) => ({
      seat: `S${i}`,
      taken: false,
      connected: false,
      bot: null,
      ...seat,
    })),
    actions: 0,
    over: false,
    archived: false,
    deal,
  }) as TableSummary;

describe('this screen’s share of the deal', () => {
  it('is 128 bits from the browser’s generator, in lowercase hex', () => {
    expect(newEntropy((bytes) => bytes.fill(0xab))).toBe('ab'.repeat(16));
    const drawn = newEntropy();
    expect(drawn).toMatch(ENTROPY_HEX);
    expect(newEntropy()).not.toBe(drawn);
  });

  it('is kept per table (by its code) and sent again after a reload; another table gets its own', () => {
    const store = memoryStore();
    const first = entropyFor(store, 'K7M2QX');
    expect(store.map.get(entropyKey('K7M2QX'))).toBe(first);
    expect(entropyFor(store, 'K7M2QX')).toBe(first);
    expect(entropyFor(store, 'ZZZ999')).not.toBe(first);
  });

  it('replaces a kept value that is not one, and still answers when storage is switched off', () => {
    const store = memoryStore();
    store.setItem(entropyKey('K7M2QX'), 'not hex');
    expect(entropyFor(store, 'K7M2QX')).toMatch(ENTROPY_HEX);
    const broken: KeyValueStore = {
      getItem: () => {
        throw new Error('off');
      },
      setItem: () => {
        throw new Error('off');
      },
      removeItem: () => {},
    };
    expect(entropyFor(broken, 'K7M2QX')).toMatch(ENTROPY_HEX);
  });

  it('goes with every join and resume of a player seat, the same for a hot-seat screen’s seats, never with the TV’s', () => {
    const tokens = new Map([['KGB', 'kgb-token-0123456789']]);
    const share = 'ab'.repeat(16);
    const queue = new JoinQueue(
      'K7M2QX',
      (seat) => tokens.get(seat) ?? null,
      (seat) => tokens.delete(seat),
      share,
    );
    expect(queue.start(['CIA', 'KGB', TABLE_SEAT])).toEqual({
      type: 'join',
      code: 'K7M2QX',
      seat: 'CIA',
      entropy: share,
    });
    expect(queue.joined('CIA')).toEqual({ type: 'resume', token: 'kgb-token-0123456789', entropy: share });
    // A stale token: the seat is joined afresh, with the same value.
    expect(queue.refused('bad_token', 'stale')).toEqual({
      next: { type: 'join', code: 'K7M2QX', seat: 'KGB', entropy: share },
    });
    expect(queue.joined('KGB')).toEqual({ type: 'join', code: 'K7M2QX', seat: TABLE_SEAT });
  });
});

describe('what a screen keeps for the check', () => {
  const fair = (dealt: boolean) => summary({ kind: 'fair', commitment: COMMITMENT, dealt });

  it('keeps the commitment first shown, whatever the host says later', () => {
    const shown = dealShown(NO_DEAL_MEMORY, fair(false));
    expect(shown.commitment).toBe(COMMITMENT);
    const later = summary({ kind: 'fair', commitment: 'f'.repeat(64), dealt: true });
    expect(dealShown(shown, later).commitment).toBe(COMMITMENT);
    expect(dealShown(NO_DEAL_MEMORY, summary({ kind: 'known' }))).toBe(NO_DEAL_MEMORY);
  });

  it('counts a value only for a player seat taken before the deal', () => {
    const share = 'ab'.repeat(16);
    const before = dealJoined(NO_DEAL_MEMORY, fair(false), 'CIA', share);
    expect(before.contributed).toEqual({ CIA: share });
    expect(dealJoined(before, fair(true), 'KGB', share).contributed).toEqual({ CIA: share });
    expect(dealJoined(NO_DEAL_MEMORY, fair(false), TABLE_SEAT, share).contributed).toEqual({});
    expect(dealJoined(NO_DEAL_MEMORY, fair(false), 'CIA', null).contributed).toEqual({});
  });

  it('lets go of a seat another device took over', () => {
    const memory: DealMemory = {
      commitment: COMMITMENT,
      contributed: { CIA: 'ab'.repeat(16), KGB: 'cd'.repeat(16) },
    };
    expect(dealSeatLost(memory, 'CIA').contributed).toEqual({ KGB: 'cd'.repeat(16) });
    expect(dealSeatLost(memory, 'Nobody')).toBe(memory);
  });

  it('is kept on the device per table, and what is not ours is ignored', () => {
    const store = memoryStore();
    const memory: DealMemory = { commitment: COMMITMENT, contributed: { CIA: 'ab'.repeat(16) } };
    saveDealMemory(store, 't1', memory);
    expect(loadDealMemory(store, 't1')).toEqual(memory);
    expect(loadDealMemory(store, 't2')).toEqual(NO_DEAL_MEMORY);
    store.setItem(
      'safehouse.deal.t3',
      '{"commitment":"short","contributed":{"CIA":"zz","KGB":"' + 'cd'.repeat(16) + '"}}',
    );
    expect(loadDealMemory(store, 't3')).toEqual({ commitment: null, contributed: { KGB: 'cd'.repeat(16) } });
    store.setItem('safehouse.deal.t4', 'not json');
    expect(loadDealMemory(store, 't4')).toEqual(NO_DEAL_MEMORY);
  });

  it('builds the witness from every seat held, the table seat included', () => {
    const memory: DealMemory = { commitment: COMMITMENT, contributed: { CIA: 'ab'.repeat(16) } };
    const model = applyView(undefined, viewOf({ version: 1, log: [{ type: 'x' }], logActs: [1] }));
    const shown = { CIA: logShown(undefined, model), [TABLE_SEAT]: logShown(undefined, model) };
    const seen = { log: [{ type: 'x' }], view: { a: 1 } };
    expect(witnessOf(memory, { CIA: model, [TABLE_SEAT]: model, KGB: undefined }, shown)).toEqual({
      commitment: COMMITMENT,
      contributed: { CIA: 'ab'.repeat(16) },
      seen: { CIA: seen, [TABLE_SEAT]: seen },
    });
    expect(witnessOf(NO_DEAL_MEMORY, { CIA: model }, shown)).toBeNull();
    expect(replayWitness(COMMITMENT)).toEqual({ commitment: COMMITMENT, contributed: {}, seen: {} });
  });
});

/** A view message of table t1 for the CIA seat. */
function viewOf(fields: {
  version: number;
  log: unknown[];
  logActs: (number | null)[];
  logFrom?: number;
  table?: string;
}): Extract<HostMessage, { type: 'view' }> {
  return {
    type: 'view',
    seat: 'CIA',
    table: fields.table ?? 't1',
    version: fields.version,
    view: { a: 1 },
    log: fields.log,
    logFrom: fields.logFrom ?? 0,
    logActs: fields.logActs,
    legal: [],
    canUndo: false,
    paused: null,
    over: false,
    winners: [],
  };
}

describe('the log a screen holds the host to', () => {
  const rolled = (n: number) => ({ type: 'rolled', total: n });
  const note = { type: 'table-note', code: 'paused', params: {} };
  const fold = (messages: Extract<HostMessage, { type: 'view' }>[]): ShownLog => {
    let model: SeatModel | undefined;
    let shown: ShownLog | undefined;
    for (const message of messages) {
      model = applyView(model, message);
      shown = logShown(shown, model);
    }
    return shown!;
  };

  it('takes new entries, and leaves out the table’s notes', () => {
    expect(
      fold([
        viewOf({ version: 1, log: [rolled(5)], logActs: [1] }),
        viewOf({ version: 2, log: [note, rolled(7)], logActs: [null, 2], logFrom: 1 }),
      ]),
    ).toEqual({ table: 't1', entries: [rolled(5), rolled(7)], acts: [1, 2] });
  });

  it('lets an undone action’s entries go, and takes what came instead', () => {
    expect(
      fold([
        viewOf({ version: 2, log: [rolled(5), rolled(7)], logActs: [1, 2] }),
        viewOf({ version: 1, log: [rolled(5)], logActs: [1] }),
        viewOf({ version: 2, log: [rolled(9)], logActs: [2], logFrom: 1 }),
      ]).entries,
    ).toEqual([rolled(5), rolled(9)]);
  });

  it('keeps a standing action’s entries as first shown when the host resends them changed', () => {
    expect(
      fold([
        viewOf({ version: 2, log: [rolled(5), rolled(7)], logActs: [1, 2] }),
        // A reconnect: the whole log again, with action 1's roll rewritten.
        viewOf({ version: 2, log: [rolled(12), rolled(7)], logActs: [1, 2] }),
      ]).entries,
    ).toEqual([rolled(5), rolled(7)]);
  });

  it('starts again for another table (Play again)', () => {
    expect(
      fold([
        viewOf({ version: 1, log: [rolled(5)], logActs: [1] }),
        viewOf({ version: 1, log: [rolled(8)], logActs: [1], table: 't2' }),
      ]),
    ).toEqual({ table: 't2', entries: [rolled(8)], acts: [1] });
  });
});

/**
 * A screen as the table screen is one, minus the drawing: it takes its seats through the join
 * queue with its kept share, folds every view into its seat models (`applyView`) and keeps what
 * the check needs, over a link straight to a real host.
 */
function tableScreen(host: Host, store: KeyValueStore, code: string, seats: readonly string[]) {
  const entropy = seats.some((seat) => seat !== TABLE_SEAT) ? entropyFor(store, code) : null;
  const queue = new JoinQueue(
    code,
    (seat) => tokenFor(store, code, seat),
    () => {},
    entropy,
  );
  const state = {
    models: {} as Record<string, SeatModel>,
    shown: {} as Record<string, ShownLog>,
    memory: NO_DEAL_MEMORY,
    proof: null as FairDealProof | null,
    summary: null as TableSummary | null,
  };
  let link = screen(host);
  let read = 0;
  /** A host that lies to this screen: each message it sends passes through this first. */
  const lying = { to: (message: HostMessage): HostMessage => message };
  const pump = () => {
    while (read < link.inbox.length) {
      const message = lying.to(link.inbox[read++] as HostMessage);
      if (message.type === 'joined') {
        state.summary = message.table;
        rememberTable(store, code, message.table.id);
        if (message.token) rememberSeat(store, message.table.id, message.seat, message.token);
        state.memory = dealJoined(state.memory, message.table, message.seat, entropy);
        const next = queue.joined(message.seat);
        if (next) link.send(next);
      } else if (message.type === 'seating') {
        state.summary = message.table;
        state.memory = dealShown(state.memory, message.table);
      } else if (message.type === 'view') {
        const model = applyView(state.models[message.seat], message);
        state.models = { ...state.models, [message.seat]: model };
        state.shown = { ...state.shown, [message.seat]: logShown(state.shown[message.seat], model) };
      } else if (message.type === 'fairDeal') {
        state.proof = message.proof;
      } else if (message.type === 'error') {
        throw new Error(`${message.code}: ${message.message}`);
      }
    }
  };
  const connect = () => {
    read = 0;
    const first = queue.start(seats);
    if (first) link.send(first);
    pump();
  };
  connect();
  return {
    state,
    entropy,
    lying,
    send(message: unknown) {
      link.send(message);
      pump();
    },
    pump,
    /** The link dropped; a new one resumes every seat with its kept token and share. */
    reconnect() {
      link.session.close();
      link = screen(host);
      connect();
    },
    witness: () => witnessOf(state.memory, state.models, state.shown),
  };
}

describe('the check at the end, on what a screen holds', () => {
  const rules = coldwarRules as unknown as AnyGameRules;

  /** A Cold War game over three screens (two phones and a TV), with an undo and a dropped link on the way. */
  /** `lieToCia`: until CIA's link drops, the host shows CIA a first log entry other than the game's. */
  async function playedGame(seed: number, { lieToCia = false } = {}) {
    const host = new Host({
      rateLimit: { perSecond: 1e6, burst: 1e6 },
      seatingLimit: { perSecond: 1e6, burst: 1e6 },
    });
    const created = host.createTable('coldwar');
    if (!created.ok) throw new Error(created.error.message);
    const { code } = created.value;
    const tv = tableScreen(host, memoryStore(), code, [TABLE_SEAT]);
    const ciaStore = memoryStore();
    const cia = tableScreen(host, ciaStore, code, ['CIA']);
    expect(awaitsDeal(cia.state.summary)).toBe(true);
    expect(cia.state.models).toEqual({});
    const kgb = tableScreen(host, memoryStore(), code, ['KGB']);
    if (lieToCia)
      cia.lying.to = (message) =>
        message.type === 'view' && message.logFrom === 0 && message.log.length > 0
          ? { ...message, log: [{ type: 'forged' }, ...message.log.slice(1)] }
          : message;
    const screens = [tv, cia, kgb];
    // The host tells the table about a change of seats once the change is done (a microtask later).
    await new Promise((resolve) => setTimeout(resolve, 0));
    for (const s of screens) s.pump();
    expect(awaitsDeal(tv.state.summary)).toBe(false);
    const pick = chooser(seed);
    let undone = false;
    let dropped = false;
    for (let step = 0; step < 5_000; step++) {
      for (const s of screens) s.pump();
      const players = [cia, kgb];
      if (players.every((p) => Object.values(p.state.models).every((m) => m.over))) break;
      // The deal is random, so is the game: undo at the first chance after a few actions, by
      // whichever player may take one back.
      const undoer = players.find((p) => Object.values(p.state.models)[0]!.canUndo);
      if (!undone && step > 3 && undoer) {
        undoer.send({ type: 'undo' });
        undone = true;
        continue;
      }
      const mover = pick(players.filter((p) => Object.values(p.state.models)[0]!.legal.length > 0));
      const model = Object.values(mover.state.models)[0]!;
      if (!dropped && step === 12) {
        // The resent log is the game's own again: the host now tells the history it will prove.
        cia.lying.to = (message) => message;
        cia.reconnect();
        dropped = true;
      }
      mover.send({ type: 'intent', action: pick(model.legal) });
    }
    for (const s of screens) s.pump();
    expect({ undone, dropped }).toEqual({ undone: true, dropped: true });
    return { tv, cia, kgb, ciaStore, code };
  }

  it('passes on every screen of an honest host: the players’ own logs and views, and the TV’s', async () => {
    const { tv, cia, kgb } = await playedGame(7);
    const records = new Set<string>();
    for (const s of [tv, cia, kgb]) {
      expect(s.state.proof).not.toBeNull();
      const verdict = checkFairDeal(rules, s.state.proof!, s.witness()!);
      expect(verdict).toMatchObject({ ok: true, actions: s.state.proof!.actions.length });
      records.add((verdict as { record: string }).record);
    }
    // The game's record is the public log's: the same whichever seats a screen held.
    expect(records.size).toBe(1);
    expect(Object.keys(tv.witness()!.seen)).toEqual([TABLE_SEAT]);
    expect(cia.witness()!.contributed).toEqual({ CIA: cia.entropy });
    expect(cia.state.proof!.contributions).toContainEqual({ seat: 'CIA', entropy: cia.entropy });
  });

  it('names what does not match when the host lies or the screen was shown something else', async () => {
    const { tv, cia } = await playedGame(11);
    const proof = cia.state.proof!;
    const witness = cia.witness()!;
    const problem = (p: FairDealProof, w = witness): FairDealProblem | null => {
      const verdict = checkFairDeal(rules, p, w);
      return verdict.ok ? null : verdict.problem;
    };
    expect(problem({ ...proof, secret: 'e'.repeat(64) })).toEqual({ kind: 'wrong_secret' });
    expect(
      problem({
        ...proof,
        contributions: proof.contributions.map((c) =>
          c.seat === 'CIA' ? { ...c, entropy: 'ef'.repeat(16) } : c,
        ),
      }),
    ).toEqual({ kind: 'contribution_left_out', seat: 'CIA' });
    const log = [...witness.seen.CIA!.log];
    log[2] = { type: 'forged' };
    expect(problem(proof, { ...witness, seen: { CIA: { ...witness.seen.CIA!, log } } })).toEqual({
      kind: 'log_differs',
      seat: 'CIA',
      entry: 2,
      // The action the host said made that entry.
      action: cia.state.shown.CIA!.acts[2],
    });
    const tvWitness = tv.witness()!;
    expect(
      problem(tv.state.proof!, {
        ...tvWitness,
        seen: { table: { ...tvWitness.seen.table!, view: { forged: true } } },
      }),
    ).toEqual({ kind: 'view_differs', seat: TABLE_SEAT });
  });

  it('holds the host to the history it first showed, though it resends the true one before the end', async () => {
    const { cia, kgb } = await playedGame(7, { lieToCia: true });
    // The seat model took the resent log; the check holds to what was shown first.
    expect(cia.state.models.CIA!.log[0]).not.toEqual({ type: 'forged' });
    expect(checkFairDeal(rules, cia.state.proof!, cia.witness()!)).toMatchObject({
      ok: false,
      problem: { kind: 'log_differs', seat: 'CIA', entry: 0, action: cia.state.shown.CIA!.acts[0] },
    });
    expect(checkFairDeal(rules, kgb.state.proof!, kgb.witness()!).ok).toBe(true);
  });

  it('after a reload, holds the host to the commitment and the share kept on the device', async () => {
    const { cia, ciaStore, code } = await playedGame(3);
    const tableId = tableForCode(ciaStore, code)!;
    saveDealMemory(ciaStore, tableId, cia.state.memory);
    const kept = loadDealMemory(ciaStore, tableId);
    expect(kept).toEqual({ commitment: cia.state.proof!.commitment, contributed: { CIA: cia.entropy } });
    expect(entropyFor(ciaStore, code)).toBe(cia.entropy);
  });
});

describe('the words for the deal', () => {
  const problems: FairDealProblem[] = [
    { kind: 'malformed' },
    { kind: 'commitment_changed' },
    { kind: 'wrong_secret' },
    { kind: 'contribution_left_out', seat: 'Red' },
    { kind: 'setup_refused', refusal: { code: 'no_such_board', message: 'No such board.', params: {} } },
    {
      kind: 'action_refused',
      action: 37,
      refusal: {
        code: 'not_your_turn',
        message: 'It is Blue’s turn, not yours.',
        params: { player: 'Blue' },
      },
    },
    { kind: 'not_over' },
    { kind: 'log_differs', seat: 'Red', entry: 11, action: 9 },
    { kind: 'log_differs', seat: TABLE_SEAT, entry: 0, action: null },
    { kind: 'view_differs', seat: 'Red' },
    { kind: 'view_differs', seat: TABLE_SEAT },
  ];

  it('says each problem in one English sentence with what it names', () => {
    expect(problems.map((p) => dealProblemText(p))).toEqual([
      { sentence: 'The host’s proof of the deal is incomplete.', reason: null },
      { sentence: 'The host now names another seal than the one shown at the start.', reason: null },
      { sentence: 'The secret revealed does not match the commitment shown at the start.', reason: null },
      { sentence: 'The deal was not made with the randomness this screen added for Red.', reason: null },
      {
        sentence: 'This device’s rules refuse the game’s set-up.',
        reason: 'The rules say: “No such board.”',
      },
      // A refusal the catalogue has is said in its words; one it lacks, in the engine's.
      { sentence: 'Action 37 does not replay.', reason: 'The rules say: “It is not your turn.”' },
      { sentence: 'Replayed on this device, the game does not end.', reason: null },
      {
        sentence: 'What Red’s screen was shown at log entry 12 (action 9) is not what the replay shows.',
        reason: null,
      },
      {
        sentence:
          'What the public table was shown at log entry 1 (after the last action) is not what the replay shows.',
        reason: null,
      },
      { sentence: 'What Red’s screen shows at the end is not what the replay shows.', reason: null },
      { sentence: 'What the public table shows at the end is not what the replay shows.', reason: null },
    ]);
  });

  it('says each problem in Chinese too, naming the same seat and numbers', () => {
    setLanguage('zh-TW', { save: false });
    const sentences = problems.map((p) => dealProblemText(p).sentence);
    for (const sentence of sentences) expect(sentence).toMatch(/\p{Script=Han}/u);
    expect(new Set(sentences).size).toBe(sentences.length);
    expect(sentences[3]).toContain('Red');
    expect(sentences[5]).toBe('第 37 個動作無法重播。');
    expect(sentences[7]).toBe('Red 的螢幕在第 12 筆紀錄（第 9 個動作）所顯示的內容，與重播結果不同。');
    expect(dealProblemText(problems[5]!).reason).toBe('規則的說法：「還沒輪到你。」');
    expect(dealProblemText(problems[2]!).sentence).toBe('揭曉的密鑰與開局時顯示的承諾不符。');
  });

  const checked = (verdict: Extract<DealCheck, { kind: 'checked' }>['verdict']): DealCheck => ({
    kind: 'checked',
    verdict,
    commitment: COMMITMENT,
  });

  it('words a passed check, a failed one and every state before it, in both languages', () => {
    const ok = checked({ ok: true, actions: 42, winners: ['CIA'], record: 'beef'.repeat(16) });
    expect(dealCheckWords(ok)).toEqual({
      tone: 'ok',
      headline: 'Fair deal: checked on this device.',
      lines: [
        `The secret revealed matches the seal ${fingerprintOf(COMMITMENT)}, and all 42 actions replay to what this screen showed.`,
        'Game record beef beef: every screen that checked this game shows the same.',
      ],
    });
    expect(dealCheckWords(ok, { replay: true })!.lines[0]).toContain('all 42 actions replay on this device');
    expect(dealCheckWords(checked({ ok: false, problem: { kind: 'wrong_secret' } }))).toEqual({
      tone: 'problem',
      headline: 'The deal did not check out on this device.',
      lines: ['The secret revealed does not match the commitment shown at the start.'],
    });
    expect(dealCheckWords({ kind: 'none' })).toBeNull();
    expect(dealCheckWords({ kind: 'checking' })!.headline).toBe('Checking the deal…');
    expect(dealCheckWords({ kind: 'awaiting' })!.tone).toBe('pending');
    expect(dealCheckWords({ kind: 'withheld' })).toEqual({
      tone: 'problem',
      headline: 'The host has not revealed the deal.',
      lines: [
        'A host reveals its secret when the game ends; this one has not, 30 s later. Until it does, nobody can check that this game was dealt fairly.',
      ],
    });
    setLanguage('zh-TW', { save: false });
    expect(dealCheckWords(ok)!.headline).toBe('公平發牌：已在此裝置上驗證。');
    expect(dealCheckWords(ok)!.lines[0]).toContain('42');
    expect(dealCheckWords(ok)!.lines[1]).toBe('對局紀錄碼 beef beef：每個驗證過這局的螢幕都顯示同一個。');
    expect(dealCheckWords({ kind: 'checking' })!.headline).toBe('正在驗證發牌…');
    expect(dealCheckWords({ kind: 'known' })!.headline).toMatch(/\p{Script=Han}/u);
    expect(dealCheckWords({ kind: 'withheld' })!.lines[0]).toContain('30 秒');
  });

  it('checks only once the game is over and the proof is in, and a new proof is checked again', () => {
    const proof = { commitment: COMMITMENT } as FairDealProof;
    const deal = { kind: 'fair', commitment: COMMITMENT, dealt: true } as const;
    const input = { deal, over: true, hasRules: true, proof, overdue: false, verdict: null };
    expect(dealCheckOf({ ...input, over: false }).kind).toBe('none');
    expect(dealCheckOf({ ...input, proof: null }).kind).toBe('awaiting');
    expect(dealCheckOf({ ...input, proof: null, overdue: true }).kind).toBe('withheld');
    // A proof that comes late is still checked.
    expect(dealCheckOf({ ...input, overdue: true }).kind).toBe('checking');
    expect(dealCheckOf(input).kind).toBe('checking');
    const verdict = {
      proof,
      verdict: { ok: true, actions: 1, winners: [], record: 'beef'.repeat(16) },
    } as const;
    expect(dealCheckOf({ ...input, verdict }).kind).toBe('checked');
    expect(dealCheckOf({ ...input, verdict, proof: { ...proof } }).kind).toBe('checking');
    expect(dealCheckOf({ ...input, hasRules: false }).kind).toBe('noRules');
    expect(dealCheckOf({ ...input, deal: { kind: 'known' } }).kind).toBe('known');
    expect(dealCheckOf({ ...input, deal: { kind: 'seeded' } }).kind).toBe('seeded');
  });

  it('shows the seal from the first frame, and who the deal waits for', () => {
    expect(dealSeal({ kind: 'fair', commitment: COMMITMENT, dealt: false })).toEqual({
      label: 'Deal sealed',
      fingerprint: 'c0ff ee11',
    });
    expect(dealSeal({ kind: 'known' })).toEqual({ label: 'Lesson: its deal is known', fingerprint: null });
    expect(dealSeal({ kind: 'seeded' })!.label).toBe('Older save: no deal check');
    expect(dealSeal(undefined)).toBeNull();
    const waiting = summary({ kind: 'fair', commitment: COMMITMENT, dealt: false }, [
      { seat: 'Ann', taken: true, connected: true },
      { seat: 'Bob' },
      { seat: 'Cy', bot: 'planner' },
      { seat: 'Di', taken: true },
      { seat: 'Ed' },
    ]);
    expect(dealWaitLines(waiting)).toEqual([
      'Still free: Bob, Ed.',
      'Taken, waiting for the screen to come back: Di.',
    ]);
    setLanguage('zh-TW', { save: false });
    expect(dealSeal({ kind: 'fair', commitment: COMMITMENT, dealt: false })!.label).toBe('發牌已封存');
    expect(dealWaitLines(waiting)[0]).toBe('尚有空位：Bob、Ed。');
  });
});
