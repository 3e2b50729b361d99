import { parseServeArgs } from './cli-args';
import { Host } from './host/host';
import { startHttpServer } from './lan/http-server';
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

async function serve(argv: readonly string[]): Promise<void> {
  const parsed = parseServeArgs(argv);
  if (!parsed.ok) fail(parsed.message);
  const { port, bindAddress, openBrowser } = parsed.args;
  const webRoot = builtWebRoot();
  if (!isBuilt(webRoot))
    fail(`the screens are not built (no ${webRoot}/index.html); run "npm run build" first.`);
  const host = new Host();
  const server = await startHttpServer({ host, webRoot, bindAddress, port }).catch((error: unknown) =>
    fail(describeListenError(error, port, bindAddress), 1),
  );
  const shown = bindAddress === '0.0.0.0' ? server.url.replace('0.0.0.0', '127.0.0.1') : server.url;
  console.log(`Safehouse ${APP_VERSION}: the table is at ${shown}`);
  if (bindAddress === '0.0.0.0' || bindAddress === '::')
    console.log('LAN play is on: phones on this network can join.');
  if (openBrowser && !(await openInBrowser(shown)))
    console.log('Could not open a browser here; open the address above.');
  const stop = () => {
    server.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

const [command, ...rest] = process.argv.slice(2);
switch (command) {
  case 'serve':
    await serve(rest);
    break;
  case undefined:
  case '--help':
  case 'help':
    console.log('usage: safehouse serve [--port N] [--host ADDR | --lan] [--open]');
    break;
  default:
    fail(`unknown command "${command}"; try "serve".`);
}
