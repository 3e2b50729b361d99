import { type ChildProcessWithoutNullStreams, spawn } from 'node:child_process';
import { existsSync, lstatSync, unlinkSync } from 'node:fs';
import type { BoardPort } from './board-port';

const SAFE_LINK = /^[A-Za-z0-9_./-]+$/;
const READY_TIMEOUT_MS = 5000;

/**
 * A pseudo-terminal at `link` (a symlink socat makes to /dev/pts/N) whose other side is this process:
 * the app opens `link` like any USB serial device. Closing it makes the device vanish, as unplugging does.
 */
export async function openPtyPort(link: string, socat = 'socat'): Promise<BoardPort> {
  if (!SAFE_LINK.test(link)) throw new Error(`pty path "${link}" may hold only letters, digits and _ . / -`);
  removeStaleLink(link);
  const child = spawn(socat, [`PTY,link=${link},raw,echo=0`, 'STDIO'], { stdio: ['pipe', 'pipe', 'pipe'] });
  child.stdin.on('error', () => {}); // EPIPE once socat is gone: the device is simply unplugged
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  await waitForLink(child, link, () => stderr.trim());
  let exited = child.exitCode !== null;
  child.once('exit', () => {
    exited = true;
  });
  return {
    where: link,
    write: (bytes) => {
      if (exited || !child.stdin.writable) return false;
      child.stdin.write(bytes);
      return true;
    },
    onData: (listener) => child.stdout.on('data', (chunk: Buffer) => listener(new Uint8Array(chunk))),
    onConnect: () => {},
    close: async () => {
      if (!exited) {
        const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        await gone;
      }
      removeStaleLink(link);
    },
  };
}

function waitForLink(
  child: ChildProcessWithoutNullStreams,
  link: string,
  stderr: () => string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const settle = (error?: Error) => {
      clearInterval(poll);
      child.off('error', onError);
      child.off('exit', onExit);
      if (error) {
        child.kill('SIGTERM');
        reject(error);
      } else resolve();
    };
    const onError = (error: NodeJS.ErrnoException) =>
      settle(
        new Error(
          error.code === 'ENOENT'
            ? 'socat is not installed (apt-get install socat), it makes the virtual serial device'
            : `cannot start socat: ${error.message}`,
        ),
      );
    const onExit = () =>
      settle(new Error(`socat stopped before ${link} appeared: ${stderr() || 'no message'}`));
    const poll = setInterval(() => {
      if (existsSync(link)) settle();
      else if (Date.now() - started > READY_TIMEOUT_MS)
        settle(new Error(`socat did not create ${link} in time`));
    }, 10);
    child.once('error', onError);
    child.once('exit', onExit);
  });
}

/** A symlink left by a run that was killed; never touches anything that is not a symlink. */
function removeStaleLink(link: string): void {
  try {
    if (lstatSync(link).isSymbolicLink()) unlinkSync(link);
  } catch {
    // nothing there
  }
}
