import { reportSaved, startApp } from './app/start-app';
import { parseServeArgs } from './cli-args';
import { defaultDataDir } from './data-dir';
import { openInBrowser } from './open-browser';
import { APP_VERSION } from './version';
import { builtWebRoot, isBuilt } from './web-root';

function fail(message: string, code = 2): never {
  console.error(`safehouse: ${message}`);
  process.exit(code);
}

async function serve(argv: readonly string[]): Promise<void> {
  const parsed = parseServeArgs(argv);
  if (!parsed.ok) fail(parsed.error);
  const { port, bindAddress, openBrowser, dataDir, serial, testHooks, ...timing } = parsed.value;
  const webRoot = builtWebRoot();
  const started = await startApp({
    dataDir: dataDir ?? defaultDataDir(),
    webRoot,
    listen: { bindAddress, port },
    serial,
    timing,
    testHooks,
  });
  if (!started.ok) fail(started.error.message, 1);
  const app = started.value;
  if (!isBuilt(webRoot))
    console.warn('Note: the screens are not built, so only the API is served; run "npm run build".');
  // Before the address is printed: whoever saw it may stop the host at once.
  const stop = () => {
    app.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  const url = app.url!;
  const shown = bindAddress === '0.0.0.0' ? url.replace('0.0.0.0', '127.0.0.1') : url;
  console.log(`Safehouse ${APP_VERSION}: the table is at ${shown}`);
  if (bindAddress === '0.0.0.0' || bindAddress === '::')
    console.log('LAN play is on: phones on this network can join.');
  const report = reportSaved(app.saved, app.tablesDirectory);
  for (const line of report.info) console.log(line);
  for (const line of report.errors) console.error(line);
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
      'usage: safehouse serve [--port N] [--host ADDR | --lan] [--open] [--data DIR] [--serial PATH|auto|tcp://HOST:PORT [--baud N]] [--opening-seconds S] [--stand-in-seconds S|never] [--inspection-seconds S] [--handover-seconds S] [--bot-pace off|normal|slow] [--turn-seconds S|off]',
    );
    break;
  default:
    fail(`unknown command "${command}"; try "serve".`);
}
