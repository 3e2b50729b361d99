import path from 'node:path';
import { BoardService } from './board/board-service';
import { BotRunner } from './bots/bot-runner';
import { parseServeArgs } from './cli-args';
import { defaultDataDir, tablesDir } from './data-dir';
import { lockDataFolder } from './data-lock';
import { Host } from './host/host';
import { type LoadedTables, TableStore } from './host/table-store';
import { startHttpServer } from './lan/http-server';
import { lanAddresses } from './lan/lan-addresses';
import { createLanSwitch, type LanSwitch } from './lan/lan-switch';
import { openInBrowser } from './open-browser';
import { APP_VERSION } from './version';
import { builtWebRoot, isBuilt } from './web-root';

function fail(message: string, code = 2): never {
  console.error(`safehouse: ${message}`);
  process.exit(code);
}

function describeListenError(error: unknown, port: number, bindAddress: string): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE')
    return `port ${port} is already in use; choose another with --port N (0 picks a free one).`;
  if (code === 'EACCES') return `not allowed to listen on port ${port}; try a port above 1024.`;
  if (code === 'EADDRNOTAVAIL')
    return `${bindAddress} is not an address of this machine; try --host 127.0.0.1.`;
  return `could not listen on ${bindAddress}:${port}: ${error instanceof Error ? error.message : String(error)}`;
}

function reportSaved(saved: LoadedTables, directory: string): void {
  const unfinished = saved.tables.filter((table) => !table.isOver);
  if (unfinished.length > 0) {
    console.log(`Resumed ${unfinished.length} unfinished game(s) from ${directory}:`);
    for (const table of unfinished)
      console.log(`  ${table.game} table ${table.id}, join code ${table.code}, ${table.actionCount} actions`);
  }
  for (const warning of saved.warnings) console.log(`Note: ${warning}`);
  for (const problem of saved.problems) console.error(`safehouse: could not load a saved game: ${problem}`);
}

async function serve(argv: readonly string[]): Promise<void> {
  const parsed = parseServeArgs(argv);
  if (!parsed.ok) fail(parsed.message);
  const {
    port,
    bindAddress,
    openBrowser,
    dataDir,
    serial,
    openingSeconds,
    standInSeconds,
    inspectionSeconds,
    handoverSeconds,
    botPace,
    testHooks,
  } = parsed.args;
  // First of all, so a refusal is the one line printed.
  const lock = lockDataFolder(dataDir ?? defaultDataDir());
  if (!lock.ok) fail(lock.message, 1);
  const webRoot = builtWebRoot();
  if (!isBuilt(webRoot))
    console.warn('Note: the screens are not built, so only the API is served; run "npm run build".');
  const dataRoot = dataDir ?? defaultDataDir();
  const store = new TableStore(tablesDir(dataRoot));
  const saved = store.loadAll();
  const lan = bindAddress === '0.0.0.0' || bindAddress === '::';
  // Started on loopback, the lobby may still open LAN play later, on a second server.
  let lanSwitch: LanSwitch | undefined;
  const bots = new BotRunner();
  const host = new Host({
    store,
    lanSwitch: lan ? undefined : (enabled) => lanSwitch!(enabled),
    askBot: (question, signal) => bots.ask(question, signal),
    warmBots: () => bots.warm(),
    abandonedSeatMs: standInSeconds === null ? null : standInSeconds * 1000,
    openingPlay: {
      windowMs: openingSeconds * 1000,
      handoverMs: Math.round(handoverSeconds * 1000),
      everyTable: true,
    },
    inspectionMs: Math.round(inspectionSeconds * 1000),
    botPace,
  });
  const board = new BoardService(host, {
    settingsFile: path.join(dataRoot, 'board.json'),
    log: (line) => console.log(line),
  });
  host.adopt(saved);
  // --serial wins over the board last chosen in the app's settings.
  const chosen = serial ?? board.savedTarget;
  if (chosen) board.connect(chosen.target, chosen.baud);
  const server = await startHttpServer({ host, webRoot, bindAddress, port, board, testHooks }).catch(
    (error: unknown) => fail(describeListenError(error, port, bindAddress), 1),
  );
  lanSwitch = createLanSwitch({ host, webRoot, preferredPort: server.port + 1 });
  // Before the address is printed: whoever saw it may stop the host at once.
  const stop = () => {
    Promise.all([server.close(), lanSwitch?.close(), board.close(), bots.close()]).then(() =>
      process.exit(0),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const shown = bindAddress === '0.0.0.0' ? server.url.replace('0.0.0.0', '127.0.0.1') : server.url;
  console.log(`Safehouse ${APP_VERSION}: the table is at ${shown}`);
  if (lan)
    host.setLan(
      true,
      lanAddresses().map((address) => `http://${address}:${server.port}/`),
    );
  if (lan) console.log('LAN play is on: phones on this network can join.');
  reportSaved(saved, store.directory);
  if (openBrowser && !(await openInBrowser(shown)))
    console.log('Could not open a browser here; open the address above.');
}

const [command, ...rest] = process.argv.slice(2);
switch (command) {
  case 'serve':
    await serve(rest);
    break;
  case undefined:
  case '--help':
  case 'help':
    console.log(
      'usage: safehouse serve [--port N] [--host ADDR | --lan] [--open] [--data DIR] [--serial PATH|auto|tcp://HOST:PORT [--baud N]] [--opening-seconds S] [--stand-in-seconds S|never] [--inspection-seconds S] [--bot-pace off|normal|slow]',
    );
    break;
  default:
    fail(`unknown command "${command}"; try "serve".`);
}
