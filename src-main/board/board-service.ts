import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { err, ok, type Result } from '../../engine/core';
import type { DaView } from '../../engine/doubleagent';
import type { Host } from '../host/host';
import type { Table } from '../host/table';
import { BoardLink, type BoardLinkOptions, type BoardStatus, type LinkPhase } from './link';
import { defaultMapping, PhysicalTable } from './physical-table';

export interface BoardServiceOptions extends BoardLinkOptions {
  /** Where the socket → sector mapping is kept (`board.json` in the data folder); none keeps it in memory. */
  readonly settingsFile?: string | null;
  readonly inspectionMs?: number;
  /** One line per change of connection, for the console. */
  readonly log?: (line: string) => void;
}

/** What `GET /api/board` answers. Monitor positions are secret while a game is on the board. */
export interface BoardReport {
  readonly configured: true;
  readonly status: BoardStatus;
  readonly table: string | null;
  readonly mapping: readonly (string | null)[];
  readonly positionsHidden: boolean;
}

const MappingFile = z.object({ mapping: z.array(z.string().max(16).nullable()).max(32) }).strict();

const isPhysical = (table: Table): boolean =>
  table.game === 'doubleagent' &&
  (table.header.options.rules as { monitors?: unknown } | undefined)?.monitors === 'table';

/**
 * The physical board inside the host: keeps the link, feeds the newest unfinished physical
 * Double Agent table, judges its opening play, and answers the board panel and `/api/board`.
 */
export class BoardService {
  readonly link: BoardLink;
  private readonly physical = new Map<string, PhysicalTable>();
  private savedMapping: (string | null)[] | null;
  private lastPhase: LinkPhase | null = null;

  constructor(
    private readonly host: Host,
    private readonly options: BoardServiceOptions,
  ) {
    this.link = new BoardLink(options);
    this.savedMapping = this.loadMapping();
    host.setOpeningReferee((table) => (isPhysical(table) ? this.physicalFor(table) : null));
    this.link.on({
      status: (status) => this.onStatus(status),
      event: (event, snapshot) => this.active()?.boardEvent(event, snapshot),
      snapshot: (reason, snapshot, changes) => {
        const table = this.active();
        if (!table) return;
        if (reason === 'connect') table.boardSeen(snapshot, this.hasPresence());
        else table.boardChanged(changes, snapshot, reason === 'reconnect');
      },
    });
  }

  run(): Promise<void> {
    return this.link.run();
  }

  close(): Promise<void> {
    for (const table of this.physical.values()) table.detach();
    return this.link.close();
  }

  report(reveal: boolean): BoardReport {
    const table = this.active();
    const status = this.link.status();
    const hide = table !== null && !table.table.isOver && !reveal;
    return {
      configured: true,
      status: hide ? { ...status, snapshot: null, awayChanges: [] } : status,
      table: table?.table.id ?? null,
      mapping: this.mapping(table?.table ?? null),
      positionsHidden: hide,
    };
  }

  /** Replaces the socket → sector mapping (checked against the active table's board) and saves it. */
  setMapping(raw: unknown): Result<readonly (string | null)[]> {
    const parsed = MappingFile.safeParse(raw);
    if (!parsed.success)
      return err('bad_mapping', 'Send {"mapping": [sector id or null, …]}, one per socket.');
    const { mapping } = parsed.data;
    const table = this.active();
    if (table) {
      const sectors = defaultMapping(table.table.viewFor('table') as DaView);
      const unknown = mapping.find((sector) => sector !== null && !sectors.includes(sector));
      if (unknown !== undefined)
        return err('bad_mapping', `${unknown} is not a monitored sector of this board.`);
      const twice = mapping.find((sector, i) => sector !== null && mapping.indexOf(sector) !== i);
      if (twice !== undefined) return err('bad_mapping', `${twice} is given to two sockets.`);
    }
    const sockets = this.link.status().board?.sockets;
    if (sockets !== undefined && mapping.length > sockets)
      return err('bad_mapping', `The board has ${sockets} sockets; the mapping lists ${mapping.length}.`);
    this.savedMapping = mapping;
    this.saveMapping(mapping);
    for (const physical of this.physical.values()) physical.setMapping(mapping);
    return ok(mapping);
  }

  private mapping(table: Table | null): readonly (string | null)[] {
    if (this.savedMapping) return this.savedMapping;
    return table ? defaultMapping(table.viewFor('table') as DaView) : [];
  }

  private hasPresence(): boolean {
    return this.link.status().board?.caps.presence ?? false;
  }

  private physicalFor(table: Table): PhysicalTable {
    let physical = this.physical.get(table.id);
    if (!physical) {
      physical = new PhysicalTable(table, {
        notify: (seat, code, params) => this.host.notify(table.id, seat, code, params),
        buzz: (ms) => {
          if (this.link.status().board?.caps.buzzer) void this.link.buzz(ms);
        },
        mapping: this.savedMapping ?? undefined,
        inspectionMs: this.options.inspectionMs,
      });
      const status = this.link.status();
      physical.boardSeen(status.phase === 'connected' ? status.snapshot : null, this.hasPresence());
      this.physical.set(table.id, physical);
    }
    return physical;
  }

  /** The newest unfinished physical table: the one the board is standing in for. */
  private active(): PhysicalTable | null {
    const tables = this.host.allTables().filter((table) => isPhysical(table) && !table.isOver);
    const newest = tables[tables.length - 1];
    return newest ? this.physicalFor(newest) : null;
  }

  private onStatus(status: BoardStatus): void {
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

  private loadMapping(): (string | null)[] | null {
    const file = this.options.settingsFile;
    if (!file || !existsSync(file)) return null;
    try {
      const parsed = MappingFile.safeParse(JSON.parse(readFileSync(file, 'utf8')));
      if (parsed.success) return parsed.data.mapping;
      this.options.log?.(`Board: ignoring ${file}: it is not a socket mapping.`);
    } catch (error) {
      this.options.log?.(
        `Board: ignoring ${file}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return null;
  }

  private saveMapping(mapping: readonly (string | null)[]): void {
    const file = this.options.settingsFile;
    if (!file) return;
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(`${file}.tmp`, `${JSON.stringify({ mapping }, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
  }
}
