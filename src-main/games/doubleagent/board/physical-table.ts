import { type OpeningSequence, ok, type Result, TABLE_SEAT } from '../../../../engine/core';
import { type DaEvent, type DaView, judgeOpeningAtBoard } from '../../../../engine/doubleagent';
import type { NoticeCode } from '../../../../protocol/messages';
import type { OpeningReferee, OpeningVerdict } from '../../../host/opening-play';
import type { Table } from '../../../host/table';
import type { BoardSnapshot, SocketChange } from './board-snapshot';
import type { BoardLine } from './codec';
import { type ObserveAction, placedReport, readBoardEvent } from './reading';

const PLAY_AGAIN: OpeningVerdict = { ok: false, error: 'play_again' };

type BoardEvent = Extract<BoardLine, { type: 'EV' }>;
export type Notify = (seat: string | null, code: NoticeCode, params: Record<string, string>) => void;

/** B7 at a board without presence sensing: how long an inspector has before the position counts. */
export const INSPECTION_WINDOW_MS = 10_000;
/** The buzz that tells the table a private opening window opened or closed. */
const OPENING_CUE_MS = 300;

export interface PhysicalTableOptions {
  /** The host's intent path; returns the game's unfiltered events. */
  readonly submit: (seat: string, action: Record<string, unknown>) => Result<readonly unknown[]>;
  readonly notify: Notify;
  /** Sounds the board's buzzer, where it has one. */
  readonly buzz?: (ms: number) => void;
  /** Socket i (1-based) reports the sector `mapping[i - 1]`; null leaves a socket unused. */
  readonly mapping?: readonly (string | null)[];
  readonly inspectionMs?: number;
}

/** Sockets map to the monitored sectors in board order unless the players chose otherwise. */
export function defaultMapping(view: DaView): string[] {
  return view.board.sectors.filter((sector) => sector.monitored !== false).map((sector) => sector.id);
}

/**
 * A Double Agent table whose monitors stand on a physical board: board events become the
 * game's `observe` reports (and inspections, when a player picks up the monitor of their sector),
 * the opening play is checked against the board, and rule breaks are told privately to whoever
 * broke them. Acts at the table seat, inside the host; it never sends a screen anything but
 * neutral notices.
 */
export class PhysicalTable implements OpeningReferee {
  private snapshot: BoardSnapshot | null = null;
  private presence = false;
  private mapping: readonly (string | null)[];
  private settleTimer: ReturnType<typeof setTimeout> | undefined;
  private settling: string | null = null;
  private opening: {
    start: BoardSnapshot | null;
    /** The window open at each board change, by the opening's own clock. */
    changesIn: (number | null)[];
    openWindow: () => number | null;
    lost: boolean;
  } | null = null;
  private readonly unsubscribe: () => void;

  constructor(
    readonly table: Table,
    private readonly options: PhysicalTableOptions,
  ) {
    this.mapping = options.mapping ?? defaultMapping(this.view());
    this.unsubscribe = table.onChange(() => this.onGameChange());
  }

  detach(): void {
    this.unsubscribe();
    clearTimeout(this.settleTimer);
  }

  setMapping(mapping: readonly (string | null)[]): void {
    this.mapping = mapping;
  }

  sectorOf(socket: number): string | null {
    return this.mapping[socket - 1] ?? null;
  }

  /** The board as the link knows it now (after a connect, a resync, or while it is away: null). */
  boardSeen(snapshot: BoardSnapshot | null, presence: boolean): void {
    this.snapshot = snapshot;
    this.presence = presence;
    if (!snapshot && this.opening) this.opening.lost = true;
  }

  boardEvent(event: BoardEvent, snapshot: BoardSnapshot): void {
    this.snapshot = snapshot;
    const sector = this.sectorOf(event.socket);
    if (!sector) return;
    const reading = readBoardEvent(
      this.view().phase,
      sector,
      event.kind,
      snapshot.pos[event.socket - 1] ?? '?',
      this.presence,
    );
    switch (reading.kind) {
      case 'ignore':
        return;
      case 'opening':
        this.opening?.changesIn.push(this.opening.openWindow());
        return;
      case 'inspect':
        this.tellIfPaused(this.options.submit(reading.player, { type: 'inspect', sabotage: false }), sector);
        return;
      case 'report':
        this.report(reading.action);
        return;
    }
  }

  /** Changes the board reports all at once (after a reconnect or a resync), read one by one. */
  boardChanged(changes: readonly SocketChange[], snapshot: BoardSnapshot, afterReconnect: boolean): void {
    const sectors = changes
      .map((change) => this.sectorOf(change.socket))
      .filter((s): s is string => s !== null);
    if (afterReconnect && sectors.length > 0)
      this.options.notify(null, 'board-changed-while-away', { sectors: sectors.join(',') });
    let current: BoardSnapshot = this.snapshot ?? snapshot;
    const step = (socket: number, kind: BoardEvent['kind'], next: BoardSnapshot) => {
      current = next;
      this.boardEvent({ type: 'EV', seq: 0, socket, kind }, current);
    };
    for (const change of changes) {
      const index = change.socket - 1;
      const withPres = (pres: '1' | '0' | '?') =>
        current.pres ? { ...current, pres: current.pres.map((p, i) => (i === index ? pres : p)) } : current;
      const withPos = (pos: '1' | '0' | '?') => ({
        ...current,
        pos: current.pos.map((p, i) => (i === index ? pos : p)),
      });
      if (change.pres?.to === '0') step(change.socket, 'LIFT', withPres('0'));
      if (change.pos.to === '1' || change.pos.to === '0')
        step(change.socket, change.pos.to === '1' ? 'ON' : 'OFF', withPos(change.pos.to));
      if (change.pres?.to === '1') step(change.socket, 'PLACE', withPres('1'));
    }
    this.snapshot = snapshot;
  }

  // OpeningReferee: this records what the board did; the engine's judgeOpeningAtBoard judges it.
  begin(openWindow: () => number | null): void {
    this.opening = { start: this.snapshot, changesIn: [], openWindow, lost: this.snapshot === null };
  }

  windowChanged(): void {
    this.options.buzz?.(OPENING_CUE_MS);
  }

  verdict(sequence: OpeningSequence): OpeningVerdict {
    const opening = this.opening;
    const end = this.snapshot;
    this.opening = null;
    if (!opening?.start || !end || opening.lost) return PLAY_AGAIN;
    const saboteur = this.table.openingSaboteur();
    const sabotaged = judgeOpeningAtBoard({
      start: opening.start.pos,
      end: end.pos,
      sockets: this.mapping.flatMap((sector, index) => (sector ? [index] : [])),
      changesIn: opening.changesIn,
      doubleAgentWindow: sequence.groups.findIndex((group) => saboteur !== null && group.includes(saboteur)),
    });
    if (sabotaged === null) return PLAY_AGAIN;
    const sector = this.mapping[sabotaged]!;
    return ok(() => this.report({ type: 'observe', sector, state: 'OFF' }));
  }

  private view(): DaView {
    return this.table.viewFor(TABLE_SEAT) as DaView;
  }

  private report(action: ObserveAction): void {
    const submitted = this.options.submit(TABLE_SEAT, action);
    if (!submitted.ok) {
      this.tellIfPaused(submitted, action.sector);
      return;
    }
    for (const event of submitted.value as DaEvent[]) {
      if (event.type !== 'anomaly') continue;
      const { problem, by, sector } = event.anomaly;
      if (problem === 'securityAgentChangedMonitor' && by) {
        // Only a Security Agent can break this rule, so a public notice would name one: private only.
        this.options.notify(by, 'board-rule-left-changed', { sector });
      } else {
        if (problem === 'turnedOn' && by) this.options.notify(by, 'board-rule-turned-on', { sector });
        this.options.notify(null, 'board-check', { sector });
      }
    }
  }

  /** A paused game takes nothing from the board either: the table must undo what it did there. */
  private tellIfPaused(submitted: Result<unknown>, sector: string): void {
    if (!submitted.ok && submitted.error.code === 'paused')
      this.options.notify(null, 'board-paused', { sector });
  }

  /** Without presence sensing, an inspection ends when its window closes, with the position then. */
  private onGameChange(): void {
    const phase = this.view().phase;
    const inspecting = phase.kind === 'turn' && phase.step === 'place' ? (phase.sector ?? null) : null;
    if (inspecting === this.settling) return;
    clearTimeout(this.settleTimer);
    this.settling = inspecting;
    if (!inspecting || this.presence) return;
    this.settleTimer = setTimeout(() => {
      const socket = this.mapping.indexOf(inspecting);
      const report =
        socket >= 0 && this.snapshot ? placedReport(inspecting, this.snapshot.pos[socket] ?? '?') : null;
      if (report) this.report(report);
    }, this.options.inspectionMs ?? INSPECTION_WINDOW_MS);
  }
}
