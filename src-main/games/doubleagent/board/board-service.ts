import { z } from 'zod';
import { err, ok, type Result } from '../../../../engine/core';
import { type DaView, opensAtPhysicalBoard } from '../../../../engine/doubleagent';
import type { BoardLinkPhase, BoardLinkStatus, BoardReport } from '../../../../protocol/board-report';
import type { Host } from '../../../host/host';
import type { PhysicalBoard } from '../../../host/hosted-game';
import type { Table } from '../../../host/table';
import { type BoardSettings, loadBoardSettings, saveBoardSettings } from './board-settings';
import { BoardLink, type BoardLinkOptions, type BoardStatus, DEFAULT_BAUD } from './link';
import { defaultMapping, PhysicalTable } from './physical-table';
import { listSerialDevices } from './transport';

export interface BoardServiceOptions {
  /** Where the board choice and socket mapping are kept (`board.json`); null keeps them in memory. */
  readonly settingsFile: string | null;
  readonly inspectionMs?: number;
  /** One line per change of connection, for the console. */
  readonly log?: (line: string) => void;
  /** For tests: shorter protocol timings, another transport or device list. */
  readonly link?: Partial<Pick<BoardLinkOptions, 'timing' | 'open' | 'listDevices'>>;
}

const Mapping = z.object({ mapping: z.array(z.string().min(1).max(16).nullable()).max(32) }).strict();

/** The link's status without its positions: during a game, which sockets changed, never how. */
function linkStatusOf({ snapshot: _positions, ...status }: BoardStatus, hide: boolean): BoardLinkStatus {
  if (!hide) return status;
  const unknown = { from: '?', to: '?' } as const;
  return { ...status, awayChanges: status.awayChanges.map((change) => ({ ...change, pos: unknown })) };
}

const isPhysical = (table: Table): boolean =>
  table.game === 'doubleagent' && opensAtPhysicalBoard(table.header.options);

/**
 * The physical board inside the host: connects the board chosen (on the command line or in the
 * app's settings), feeds the newest unfinished physical Double Agent table, judges its opening
 * play, and answers the board panel and `/api/board`.
 */
export class BoardService implements PhysicalBoard {
  private link: BoardLink | null = null;
  private readonly physical = new Map<string, PhysicalTable>();
  private settings: BoardSettings;
  private lastPhase: BoardLinkPhase | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly host: Host,
    private readonly options: BoardServiceOptions,
  ) {
    const loaded = loadBoardSettings(options.settingsFile);
    if (loaded.problem) options.log?.(`Board: ${loaded.problem}`);
    this.settings = loaded.settings;
    host.setOpeningReferee((table) => (isPhysical(table) ? this.physicalFor(table) : null));
    host.setBoardPanel(this);
  }

  /** The board chosen last time in the app's settings, if any. */
  get savedTarget(): { target: string; baud: number } | null {
    return this.settings.target
      ? { target: this.settings.target, baud: this.settings.baud ?? DEFAULT_BAUD }
      : null;
  }

  status(): BoardStatus | null {
    return this.link?.status() ?? null;
  }

  onChange(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Connects this board (replacing any other), remembers the choice, and keeps it connected. */
  connect(target: string, baud: number = DEFAULT_BAUD): Result<void> {
    if (target.trim() === '' || target.length > 256)
      return err('bad_target', 'Choose a serial device, auto, or tcp://HOST:PORT.');
    void this.link?.close();
    const link = new BoardLink({ target, baud, ...this.options.link });
    this.link = link;
    this.lastPhase = null;
    link.on({
      status: (status) => this.onStatus(link, status),
      event: (event, snapshot) => this.active()?.boardEvent(event, snapshot),
      snapshot: (reason, snapshot, changes) => {
        const table = this.active();
        if (!table) return;
        if (reason === 'connect') table.boardSeen(snapshot, this.hasPresence());
        else table.boardChanged(changes, snapshot, reason === 'reconnect');
      },
    });
    void link.run();
    this.save({ ...this.settings, target, baud });
    this.changed();
    return ok(undefined);
  }

  async disconnect(): Promise<void> {
    const link = this.link;
    this.link = null;
    this.save({ mapping: this.settings.mapping });
    await link?.close();
    this.active()?.boardSeen(null, false);
    this.changed();
  }

  ports(): Promise<string[]> {
    return (this.options.link?.listDevices ?? listSerialDevices)();
  }

  async close(): Promise<void> {
    for (const table of this.physical.values()) table.detach();
    this.listeners.clear();
    await this.link?.close();
  }

  /** Monitor positions are secret while a game is on the board; presence (lifted or not) is not. */
  report(reveal: boolean): BoardReport {
    const table = this.active();
    const status = this.link?.status() ?? null;
    const hide = table !== null && !table.table.isOver && !reveal;
    return {
      configured: status !== null,
      status: status && linkStatusOf(status, hide),
      positions: hide ? null : (status?.snapshot?.pos ?? null),
      presence: status?.snapshot?.pres ?? null,
      positionsHidden: hide,
      table: table?.table.id ?? null,
      mapping: this.mapping(table?.table ?? null),
      sectors: table ? defaultMapping(table.table.viewFor('table') as DaView) : [],
    };
  }

  /** Replaces the socket → sector mapping (checked against the active table's board) and saves it. */
  setMapping(raw: unknown): Result<readonly (string | null)[]> {
    const parsed = Mapping.safeParse(raw);
    if (!parsed.success)
      return err('bad_mapping', 'Send {"mapping": [sector id or null, …]}, one per socket.');
    const { mapping } = parsed.data;
    const table = this.active();
    if (table) {
      const sectors = defaultMapping(table.table.viewFor('table') as DaView);
      const unknown = mapping.find((sector) => sector !== null && !sectors.includes(sector));
      if (unknown !== undefined)
        return err('bad_mapping', `${unknown} is not a monitored sector of this board.`);
    }
    const twice = mapping.find((sector, i) => sector !== null && mapping.indexOf(sector) !== i);
    if (twice !== undefined) return err('bad_mapping', `${twice} is given to two sockets.`);
    const sockets = this.link?.status().board?.sockets;
    if (sockets !== undefined && mapping.length > sockets)
      return err('bad_mapping', `The board has ${sockets} sockets; the mapping lists ${mapping.length}.`);
    this.save({ ...this.settings, mapping });
    for (const physical of this.physical.values()) physical.setMapping(mapping);
    this.changed();
    return ok(mapping);
  }

  private save(settings: BoardSettings): void {
    this.settings = settings;
    try {
      saveBoardSettings(this.options.settingsFile, settings);
    } catch (error) {
      this.options.log?.(`Board: could not save the board settings: ${String(error)}`);
    }
  }

  private changed(): void {
    for (const listener of this.listeners) listener();
  }

  private mapping(table: Table | null): readonly (string | null)[] {
    if (this.settings.mapping) return this.settings.mapping;
    return table ? defaultMapping(table.viewFor('table') as DaView) : [];
  }

  private hasPresence(): boolean {
    return this.link?.status().board?.caps.presence ?? false;
  }

  private physicalFor(table: Table): PhysicalTable {
    let physical = this.physical.get(table.id);
    if (!physical) {
      physical = new PhysicalTable(table, {
        submit: (seat, action) => this.host.submitFromBoard(table, seat, action),
        notify: (seat, code, params) => this.host.notify(table.id, seat, code, params),
        buzz: (ms) => {
          if (this.link?.status().board?.caps.buzzer) void this.link.buzz(ms);
        },
        mapping: this.settings.mapping,
        inspectionMs: this.options.inspectionMs,
      });
      const status = this.link?.status();
      physical.boardSeen(status?.phase === 'connected' ? status.snapshot : null, this.hasPresence());
      this.physical.set(table.id, physical);
    }
    return physical;
  }

  /** The newest unfinished physical table: the one the board is standing in for (once it is dealt). */
  private active(): PhysicalTable | null {
    const tables = this.host
      .allTables()
      .filter((table) => isPhysical(table) && table.isDealt && !table.isOver);
    const newest = tables[tables.length - 1];
    return newest ? this.physicalFor(newest) : null;
  }

  private onStatus(link: BoardLink, status: BoardStatus): void {
    if (link !== this.link) return;
    this.changed();
    if (status.phase === this.lastPhase) return;
    const was = this.lastPhase;
    this.lastPhase = status.phase;
    this.options.log?.(`Board: ${status.message}`);
    const table = this.active();
    if (!table) return;
    if (status.phase !== 'connected') table.boardSeen(null, this.hasPresence());
    if (was === 'connected' && status.phase === 'reconnecting')
      this.host.notify(table.table.id, null, 'board-lost', {});
    if (was === 'reconnecting' && status.phase === 'connected')
      this.host.notify(table.table.id, null, 'board-back', {});
  }
}
