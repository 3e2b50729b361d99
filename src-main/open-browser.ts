import { spawn } from 'node:child_process';

/** How long an opener may run before we take it that a browser is coming up. */
const OPENER_GRACE_MS = 4000;

/** Asks the desktop to open `url` in the default browser; resolves false when nothing could. */
export function openInBrowser(url: string): Promise<boolean> {
  const [command, args] =
    process.platform === 'win32'
      ? ['cmd', ['/c', 'start', '""', url]]
      : process.platform === 'darwin'
        ? ['open', [url]]
        : ['xdg-open', [url]];
  return new Promise((resolve) => {
    try {
      const child = spawn(command, args, { stdio: 'ignore', detached: true });
      const timer = setTimeout(() => {
        child.unref();
        resolve(true);
      }, OPENER_GRACE_MS);
      child.once('error', () => {
        clearTimeout(timer);
        resolve(false);
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        resolve(code === 0);
      });
    } catch {
      resolve(false);
    }
  });
}
