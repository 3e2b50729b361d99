import path from 'node:path';
import { ok, type Result } from '../../engine/core';
import { BotRunner } from '../bots/bot-runner';
import { DEFAULT_PORT, DEFAULT_STAND_IN_SECONDS, type HostTiming } from '../cli-args';
import { tablesDir } from '../data-dir';
import { lockDataFolder } from '../data-lock';
import { gameSettingsFrom, startPhysicalBoard } from '../host/games';
import { Host } from '../host/host';
import { type LoadedTables, TableStore } from '../host/table-store';
import { startHttpServer } from '../lan/http-server';
import { lanAddresses } from '../lan/lan-addresses';
import { createLanSwitch, type LanSwitch } from '../lan/lan-switch';
import { describeListenError } from './listen-error';

/** The host's own timing; the steps that are a game's own are left to each game's rules. */
export const DEFAULT_TIMING: HostTiming = {
  openingSeconds: undefined,
  standInSeconds: DEFAULT_STAND_IN_SECONDS,
  inspectionSeconds: undefined,
  handoverSeconds: undefined,
  botPace: 'normal',
  turnSeconds: null,
};

export interface StartAppOptions {
  readonly dataDir: string;
  /** The end of the refusal when another host holds the folder: what the person should do. */
  readonly lockAdvice?: string;
  readonly webRoot: string;
  /**
   * Where screens and phones reach the host. null: no server of its own (the app's window talks
   * over IPC); LAN play starts one when it is switched on in the lobby.
   */
  readonly listen: { readonly bindAddress: string; readonly port: number } | null;
  /** A physical board named on the command line; otherwise the one last chosen in settings. */
  readonly serial?: { readonly target: string; readonly baud: number } | null;
  readonly timing?: Partial<HostTiming>;
  /** For the e2e suite only (`--test-hooks`). */
  readonly testHooks?: boolean;
  readonly log?: (line: string) => void;
}

export interface RunningApp {
  readonly host: Host;
  /** The server's address, or null when the host has none of its own (`listen` null). */
  readonly url: string | null;
  readonly port: number | null;
  /** What the saved games folder held: resumed tables, and notes and problems the lobby shows too. */
  readonly saved: LoadedTables;
  readonly tablesDirectory: string;
  /** Stops every server, the board, the bots, and lets go of the data folder. */
  close(): Promise<void>;
}

/** Why a host did not start: its data folder is held by another, or its port could not be opened. */
export interface StartFailure {
  readonly reason: 'locked' | 'listen';
  readonly message: string;
}

export type StartOutcome = Result<RunningApp, StartFailure>;

/** A length the host was given, in ms; undefined leaves it to each game's rules. */
const millisOrGames = (seconds: number | undefined) =>
  seconds === undefined ? undefined : Math.round(seconds * 1000);

const isLanAddress = (bindAddress: string) => bindAddress === '0.0.0.0' || bindAddress === '::';

/**
 * The one way a host is put together, for the CLI and the desktop app alike: the data folder's
 * lock, the saved games, the host with every timing option, the board, the bots and the servers.
 */
export async function startApp(options: StartAppOptions): Promise<StartOutcome> {
  // First of all, so a refusal is all that happens.
  const lock = lockDataFolder(options.dataDir, options.lockAdvice);
  if (!lock.ok) return { ok: false, error: { reason: 'locked', message: lock.error } };
  const timing = { ...DEFAULT_TIMING, ...options.timing };
  const log = options.log ?? ((line: string) => console.log(line));
  const store = new TableStore(tablesDir(options.dataDir));
  const saved = store.loadAll();
  const lan = options.listen !== null && isLanAddress(options.listen.bindAddress);
  // The LAN switch needs the host, and the host the switch: it is bound once both exist.
  let lanSwitch: LanSwitch | undefined;
  const bots = new BotRunner();
  const host = new Host({
    store,
    lanSwitch: lan ? undefined : (enabled) => lanSwitch!(enabled),
    askBot: (question, signal) => bots.ask(question, signal),
    warmBots: () => bots.warm(),
    abandonedSeatMs: timing.standInSeconds === null ? null : timing.standInSeconds * 1000,
    openingPlay: {
      windowMs: millisOrGames(timing.openingSeconds),
      handoverMs: millisOrGames(timing.handoverSeconds),
      everyTable: true,
    },
    gameSettings: gameSettingsFrom(timing),
    botPace: timing.botPace,
    turnMs: timing.turnSeconds === null ? null : timing.turnSeconds * 1000,
  });
  const board = await startPhysicalBoard(host, {
    settingsFile: path.join(options.dataDir, 'board.json'),
    log,
  }).catch((error: unknown) => {
    log(`Board: no physical board can be used on this machine (${String(error)}).`);
    return null;
  });
  host.adopt(saved);
  // --serial wins over the board last chosen in the app's settings.
  const chosen = options.serial ?? board?.savedTarget;
  if (chosen && board) board.connect(chosen.target, chosen.baud);
  else if (options.serial) log('No game here is played at a physical board: --serial is ignored.');
  const closeAll = async (server?: { close(): Promise<void> }) => {
    await Promise.all([server?.close(), lanSwitch?.close(), board?.close(), bots.close()]);
    lock.value.release();
  };
  const listen = options.listen;
  if (listen === null) {
    lanSwitch = createLanSwitch({ host, webRoot: options.webRoot, preferredPort: DEFAULT_PORT });
    const app = { host, url: null, port: null, saved, tablesDirectory: store.directory };
    return ok({ ...app, close: () => closeAll() });
  }
  let server: Awaited<ReturnType<typeof startHttpServer>>;
  try {
    server = await startHttpServer({
      host,
      webRoot: options.webRoot,
      bindAddress: listen.bindAddress,
      port: listen.port,
      board,
      testHooks: options.testHooks ?? false,
    });
  } catch (error) {
    await closeAll();
    return {
      ok: false,
      error: { reason: 'listen', message: describeListenError(error, listen.port, listen.bindAddress) },
    };
  }
  lanSwitch = createLanSwitch({ host, webRoot: options.webRoot, preferredPort: server.port + 1 });
  if (lan)
    host.setLan(
      true,
      lanAddresses().map((address) => `http://${address}:${server.port}/`),
    );
  const app = { host, url: server.url, port: server.port, saved, tablesDirectory: store.directory };
  return ok({ ...app, close: () => closeAll(server) });
}

/** What the host says about the saved games folder at start, for its log. */
export function reportSaved(saved: LoadedTables, directory: string): { info: string[]; errors: string[] } {
  const info: string[] = [];
  const unfinished = saved.tables.filter((table) => !table.isOver);
  if (unfinished.length > 0) {
    info.push(`Resumed ${unfinished.length} unfinished game(s) from ${directory}:`);
    for (const table of unfinished)
      info.push(`  ${table.game} table ${table.id}, join code ${table.code}, ${table.actionCount} actions`);
  }
  for (const warning of saved.warnings) info.push(`Note: ${warning}`);
  const errors = saved.problems.map((problem) => `safehouse: could not load a saved game: ${problem}`);
  return { info, errors };
}
