import { afterEach, describe, expect, it } from 'vitest';
import {
  autoDismissMs,
  type DismissalStore,
  isNews,
  latestCeasefire,
  rememberDismissed,
  sceneToShow,
} from '../../src-renderer/games/coldwar/ceasefire-scene';
import { debriefingLines, reasonText, vpText } from '../../src-renderer/games/coldwar/ceasefire-words';
import { setLanguage } from '../../src-renderer/i18n';
import { isSharedScreen } from '../../src-renderer/lib/shared-screen';

// Hand-written logs, as a seat receives them (oldest first), each in the engine's event order.
const turn3Start = [
  { type: 'turnStarted', turn: 3 },
  { type: 'balanceToken', side: 'KGB', reason: 'lostStruggle' },
  { type: 'objectiveRevealed', objective: 'ANG' },
  { type: 'agentChosen', side: 'CIA' },
  { type: 'agentChosen', side: 'KGB' },
];

const normalWin = [
  ...turn3Start,
  { type: 'passed', side: 'CIA' },
  { type: 'passed', side: 'KGB' },
  {
    type: 'ceasefire',
    objective: 'ANG',
    stability: 9,
    influence: { CIA: 8, KGB: 5 },
    disorder: { CIA: false, KGB: false },
    winner: 'CIA',
    reason: 'influence',
  },
  { type: 'agentRevealed', side: 'KGB', agent: 'ANALYST' },
  { type: 'agentRevealed', side: 'CIA', agent: 'DIRECTOR' },
  { type: 'agendaResolved', side: 'KGB', agent: 'ANALYST', effect: 'none' },
  { type: 'agendaResolved', side: 'CIA', agent: 'DIRECTOR', effect: 'bottomClaim' },
  { type: 'objectiveClaimed', side: 'CIA', objective: 'CHI', vp: 10, from: 'bottom' },
  { type: 'objectiveClaimed', side: 'CIA', objective: 'ANG', vp: 10, from: 'table' },
  { type: 'agentOnLeave', side: 'KGB', agent: 'ANALYST' },
  { type: 'agentOnLeave', side: 'CIA', agent: 'DIRECTOR' },
  { type: 'turnStarted', turn: 4 },
  { type: 'balanceToken', side: 'KGB', reason: 'lostStruggle' },
  { type: 'objectiveRevealed', objective: 'CUB' },
];

describe('latestCeasefire', () => {
  it('folds a normal win: influence, both Agents X, agendas, +20 VP for CIA, nothing of turn 4', () => {
    const scene = latestCeasefire(normalWin)!;
    expect(scene).toEqual({
      turn: 3,
      objective: 'ANG',
      stability: 9,
      influence: { CIA: 8, KGB: 5 },
      disorder: { CIA: false, KGB: false },
      winner: 'CIA',
      reason: 'influence',
      agentX: { CIA: 'DIRECTOR', KGB: 'ANALYST' },
      nobelSaved: null,
      terminated: [],
      agendas: [
        { side: 'KGB', agent: 'ANALYST', effect: 'none' },
        { side: 'CIA', agent: 'DIRECTOR', effect: 'bottomClaim' },
      ],
      claimed: [
        { side: 'CIA', objective: 'CHI', vp: 10, from: 'bottom' },
        { side: 'CIA', objective: 'ANG', vp: 10, from: 'table' },
      ],
      vp: { CIA: 20, KGB: 0 },
      toBottom: null,
      gameOver: false,
      at: 7,
      lastAt: 15,
    });
  });

  it('a tie on the bias names its faction', () => {
    const log = [
      ...turn3Start,
      {
        type: 'ceasefire',
        objective: 'ANG',
        stability: 9,
        influence: { CIA: 6, KGB: 6 },
        disorder: { CIA: false, KGB: false },
        winner: 'KGB',
        reason: 'bias',
        faction: 'MIL',
      },
      { type: 'agentRevealed', side: 'KGB', agent: 'MASTER_SPY' },
      { type: 'agentRevealed', side: 'CIA', agent: 'DEPUTY_DIRECTOR' },
      { type: 'agendaResolved', side: 'KGB', agent: 'MASTER_SPY', effect: 'claimantSwapped' },
      { type: 'agendaResolved', side: 'CIA', agent: 'DEPUTY_DIRECTOR', effect: 'none' },
      { type: 'objectiveClaimed', side: 'CIA', objective: 'ANG', vp: 10, from: 'table' },
    ];
    const scene = latestCeasefire(log)!;
    expect(scene.reason).toBe('bias');
    expect(scene.faction).toBe('MIL');
    expect(scene.winner).toBe('KGB');
    // The Master Spy swapped the claimant: the VP go to CIA, the struggle's loser.
    expect(scene.vp).toEqual({ CIA: 10, KGB: 0 });
  });

  it('a tie broken by the Balance token has no faction', () => {
    const log = [
      ...turn3Start,
      {
        type: 'ceasefire',
        objective: 'ANG',
        stability: 9,
        influence: { CIA: 0, KGB: 0 },
        disorder: { CIA: false, KGB: false },
        winner: 'KGB',
        reason: 'balance',
      },
      { type: 'agentRevealed', side: 'KGB', agent: 'ANALYST' },
      { type: 'agentRevealed', side: 'CIA', agent: 'ANALYST' },
      { type: 'objectiveClaimed', side: 'KGB', objective: 'ANG', vp: 10, from: 'table' },
    ];
    const scene = latestCeasefire(log)!;
    expect(scene.reason).toBe('balance');
    expect('faction' in scene).toBe(false);
    expect(scene.agentX).toEqual({ CIA: 'ANALYST', KGB: 'ANALYST' });
    expect(scene.vp).toEqual({ CIA: 0, KGB: 10 });
  });

  it('single disorder: the side over Stability loses its Agent X, terminated face up', () => {
    const log = [
      ...turn3Start,
      {
        type: 'ceasefire',
        objective: 'ANG',
        stability: 9,
        influence: { CIA: 11, KGB: 4 },
        disorder: { CIA: true, KGB: false },
        winner: 'KGB',
        reason: 'disorder',
      },
      { type: 'agentTerminated', side: 'CIA', agent: 'ASSASSIN', cause: 'civilDisorder' },
      { type: 'agentRevealed', side: 'KGB', agent: 'DOUBLE_AGENT' },
      { type: 'agendaResolved', side: 'KGB', agent: 'DOUBLE_AGENT', effect: 'doubleAgentPrivilege' },
      { type: 'objectiveClaimed', side: 'KGB', objective: 'ANG', vp: 10, from: 'table' },
      { type: 'agentOnLeave', side: 'KGB', agent: 'DOUBLE_AGENT' },
    ];
    const scene = latestCeasefire(log)!;
    expect(scene.disorder).toEqual({ CIA: true, KGB: false });
    expect(scene.agentX).toEqual({ CIA: 'ASSASSIN', KGB: 'DOUBLE_AGENT' });
    expect(scene.terminated).toEqual([{ side: 'CIA', agent: 'ASSASSIN', cause: 'civilDisorder' }]);
    expect(scene.vp).toEqual({ CIA: 0, KGB: 10 });
  });

  it('both in disorder: nobody wins, the objective goes to the bottom, the game-over is noted', () => {
    const log = [
      ...turn3Start,
      {
        type: 'ceasefire',
        objective: 'ANG',
        stability: 9,
        influence: { CIA: 10, KGB: 12 },
        disorder: { CIA: true, KGB: true },
        winner: null,
        reason: 'bothDisorder',
      },
      { type: 'agentTerminated', side: 'CIA', agent: 'ANALYST', cause: 'civilDisorder' },
      { type: 'agentTerminated', side: 'KGB', agent: 'DIRECTOR', cause: 'civilDisorder' },
      { type: 'objectiveToBottom', objective: 'ANG', cause: 'doubleDisorder' },
      { type: 'gameOver', winner: 'CIA', reason: 'threshold' },
    ];
    const scene = latestCeasefire(log)!;
    expect(scene.winner).toBeNull();
    expect(scene.agentX).toEqual({ CIA: 'ANALYST', KGB: 'DIRECTOR' });
    expect(scene.toBottom).toEqual({ objective: 'ANG', cause: 'doubleDisorder' });
    expect(scene.vp).toEqual({ CIA: 0, KGB: 0 });
    expect(scene.gameOver).toBe(true);
  });

  it('waits through the Nobel window, then shows the saved Agent X', () => {
    const upToCeasefire = [
      ...turn3Start,
      {
        type: 'ceasefire',
        objective: 'ANG',
        stability: 9,
        influence: { CIA: 10, KGB: 3 },
        disorder: { CIA: true, KGB: false },
        winner: 'KGB',
        reason: 'disorder',
      },
    ];
    expect(latestCeasefire(upToCeasefire)).toBeNull();
    const scene = latestCeasefire([
      ...upToCeasefire,
      { type: 'nobelSaved', side: 'CIA' },
      { type: 'agentRevealed', side: 'KGB', agent: 'MASTER_SPY' },
      { type: 'agentRevealed', side: 'CIA', agent: 'DIRECTOR' },
      { type: 'objectiveClaimed', side: 'KGB', objective: 'ANG', vp: 10, from: 'table' },
    ])!;
    expect(scene.nobelSaved).toBe('CIA');
    expect(scene.terminated).toEqual([]);
    expect(scene.agentX).toEqual({ CIA: 'DIRECTOR', KGB: 'MASTER_SPY' });
  });

  it('never reads a private event: a seen Agent X (agentSeen, to one side) is not the scene', () => {
    const log = [
      ...turn3Start,
      { type: 'agentSeen', side: 'CIA', agent: 'ASSASSIN', to: 'CIA' },
      { type: 'agentRevealed', side: 'KGB', agent: 'DIRECTOR', to: 'KGB' },
      {
        type: 'ceasefire',
        objective: 'ANG',
        stability: 9,
        influence: { CIA: 0, KGB: 0 },
        disorder: { CIA: false, KGB: false },
        winner: 'KGB',
        reason: 'balance',
      },
      { type: 'objectiveClaimed', side: 'KGB', objective: 'ANG', vp: 10, from: 'table' },
    ];
    expect(latestCeasefire(log)!.agentX).toEqual({ CIA: null, KGB: null });
  });

  it('takes an Agent X revealed earlier in the turn (chosen face up), not one of an earlier turn', () => {
    const log = [
      { type: 'turnStarted', turn: 2 },
      { type: 'agentRevealed', side: 'CIA', agent: 'MASTER_SPY' },
      { type: 'turnStarted', turn: 3 },
      { type: 'agentRevealed', side: 'KGB', agent: 'ASSASSIN' },
      {
        type: 'ceasefire',
        objective: 'ANG',
        stability: 9,
        influence: { CIA: 3, KGB: 4 },
        disorder: { CIA: false, KGB: false },
        winner: 'KGB',
        reason: 'influence',
      },
      { type: 'objectiveClaimed', side: 'KGB', objective: 'ANG', vp: 10, from: 'table' },
    ];
    expect(latestCeasefire(log)!.agentX).toEqual({ CIA: null, KGB: 'ASSASSIN' });
  });

  it('a cease-fire before any logged turn start is turn 1 (it starts with the game)', () => {
    const log = [...normalWin.slice(5, 14)];
    expect(log[0]).toEqual({ type: 'passed', side: 'CIA' });
    expect(latestCeasefire(log)!.turn).toBe(1);
  });

  it('no cease-fire yet: nothing', () => {
    expect(latestCeasefire(turn3Start)).toBeNull();
    expect(latestCeasefire([{ type: 'table-note', note: 'paused', seat: 'CIA' }, 'junk', null])).toBeNull();
  });
});

class MemoryStore implements DismissalStore {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

describe('when the scene shows', () => {
  it('shows the latest cease-fire until this table and turn are dismissed, also after a reload', () => {
    const store = new MemoryStore();
    expect(sceneToShow(normalWin, 't1', store)?.turn).toBe(3);
    rememberDismissed(store, 't1', latestCeasefire(normalWin)!);
    expect(sceneToShow(normalWin, 't1', store)).toBeNull();
    // Another table's turn 3 is another cease-fire.
    expect(sceneToShow(normalWin, 't2', store)?.turn).toBe(3);
  });

  it('a dismissed turn does not hide the next turn’s cease-fire', () => {
    const store = new MemoryStore();
    rememberDismissed(store, 't1', latestCeasefire(normalWin)!);
    const next = [
      ...normalWin,
      { type: 'passed', side: 'KGB' },
      { type: 'passed', side: 'CIA' },
      {
        type: 'ceasefire',
        objective: 'CUB',
        stability: 9,
        influence: { CIA: 1, KGB: 2 },
        disorder: { CIA: false, KGB: false },
        winner: 'KGB',
        reason: 'influence',
      },
      { type: 'objectiveClaimed', side: 'KGB', objective: 'CUB', vp: 10, from: 'table' },
    ];
    expect(sceneToShow(next, 't1', store)?.turn).toBe(4);
  });

  it('a screen without storage still forgets a scene dismissed on it', () => {
    const scene = latestCeasefire(normalWin)!;
    const here = new Set<string>();
    expect(sceneToShow(normalWin, 't1', null, here)).not.toBeNull();
    here.add(`safehouse.ceasefire.t1.${scene.turn}`);
    expect(sceneToShow(normalWin, 't1', null, here)).toBeNull();
  });
});

describe('a cease-fire already in the log when the screen opened (a reload, a late join)', () => {
  // normalWin: actions 1–6 up to the first Pass, action 7 the last Pass (the cease-fire, its
  // debriefing and the start of turn 4).
  const acts = [1, 1, 2, 3, 4, 5, 6, ...Array(12).fill(7)];

  it('is news when it arrived while the screen was up', () => {
    expect(isNews(latestCeasefire(normalWin)!, { historyLength: 7, acts: undefined })).toBe(true);
  });

  it('is shown on arrival only while nothing has been played since', () => {
    const scene = latestCeasefire(normalWin)!;
    expect(isNews(scene, { historyLength: normalWin.length, acts })).toBe(true);
    const later = [...normalWin, { type: 'agentChosen', side: 'KGB' }];
    expect(isNews(latestCeasefire(later)!, { historyLength: later.length, acts: [...acts, 8] })).toBe(false);
    // A table note (a pause) is no action: still news.
    const paused = [...normalWin, { type: 'table-note', note: 'paused', seat: 'KGB' }];
    expect(isNews(latestCeasefire(paused)!, { historyLength: paused.length, acts: [...acts, null] })).toBe(
      true,
    );
  });

  it('the last cease-fire of a finished game, or one from a host without numbers, stays in the log', () => {
    const over = [...normalWin.slice(0, 16), { type: 'gameOver', winner: 'CIA', reason: 'threshold' }];
    expect(isNews(latestCeasefire(over)!, { historyLength: over.length, acts: acts.slice(0, 17) })).toBe(
      false,
    );
    expect(isNews(latestCeasefire(normalWin)!, { historyLength: normalWin.length, acts: undefined })).toBe(
      false,
    );
  });

  it('sceneToShow leaves out an old one', () => {
    const later = [...normalWin, { type: 'agentChosen', side: 'KGB' }];
    const history = { historyLength: later.length, acts: [...acts, 8] };
    expect(sceneToShow(later, 't1', new MemoryStore(), new Set(), history)).toBeNull();
  });
});

describe('how the scene goes away', () => {
  // 60 words: 60 / 250 of a minute is 14.4 s, shown as 15 s.
  const sixtyWords = 'word '.repeat(60);

  it('a shared screen (hot-seat, TV) keeps it until dismissed; a player’s own screen for its reading time', () => {
    expect(isSharedScreen(['CIA', 'KGB'])).toBe(true);
    expect(isSharedScreen(['table'])).toBe(true);
    expect(isSharedScreen(['KGB'])).toBe(false);
    expect(autoDismissMs(true, false, sixtyWords)).toBeNull();
    expect(autoDismissMs(false, false, sixtyWords)).toBe(15_000);
    expect(autoDismissMs(false, false, 'Cease-fire on Angola')).toBe(8_000);
  });

  it('the setting to keep result dialogs keeps it on a player’s own screen too', () => {
    expect(autoDismissMs(false, true, sixtyWords)).toBeNull();
    expect(autoDismissMs(true, true, sixtyWords)).toBeNull();
  });
});

describe('the scene in words', () => {
  afterEach(() => {
    setLanguage('en', { save: false });
  });

  it('says why, with the numbers that decided it', () => {
    expect(reasonText(latestCeasefire(normalWin)!)).toBe(
      'CIA wins the struggle with the higher Influence: 8 against 5.',
    );
    const disorder = { ...latestCeasefire(normalWin)!, winner: 'KGB' as const, reason: 'disorder' as const };
    expect(reasonText(disorder)).toBe('KGB wins: CIA went over Stability 9 into civil disorder.');
    const bias = {
      ...disorder,
      reason: 'bias' as const,
      faction: 'MIL' as const,
      influence: { CIA: 6, KGB: 6 },
    };
    expect(reasonText(bias)).toBe("KGB wins the tie (6 each) on Military, the objective's bias.");
    setLanguage('zh-TW', { save: false });
    expect(reasonText(disorder)).toBe('CIA 超過穩定度 9 陷入內亂，KGB 勝出。');
  });

  it('lists the debriefing in the log’s words and the VP per side', () => {
    const scene = latestCeasefire(normalWin)!;
    expect(debriefingLines(scene)).toEqual([
      "KGB's Analyst resolves: no effect.",
      "CIA's Director resolves: the bottom objective is claimed too.",
      'CIA claimed Chile from the bottom of the deck (+10 VP).',
      'CIA claimed Angola (+10 VP).',
    ]);
    expect(vpText(scene, 'CIA')).toBe('+20 VP');
    expect(vpText(scene, 'KGB')).toBe('no VP');
  });
});
