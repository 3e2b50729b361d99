import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

export interface HostProcess {
  readonly child: ChildProcess;
  readonly url: string;
  readonly output: () => string;
}

/** Starts the real host CLI (from source) on a free port with the given data folder. */
export function startHostProcess(dataDir: string): Promise<HostProcess> {
  // One process, TypeScript loaded in place: the tsx CLI would put the host in a grandchild,
  // which a SIGKILL of the child would leave running.
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src-main/cli.ts', 'serve', '--port', '0', '--data', dataDir],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // A host that hangs at start (it did on a FIFO in its data folder) must not outlive the test.
      child.kill('SIGKILL');
      reject(new Error(`host did not start:\n${output}`));
    }, 20_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/the table is at (http:\/\/[^\s]+)/);
      if (match) {
        clearTimeout(timer);
        resolve({ child, url: match[1]!, output: () => output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`host exited with ${code}:\n${output}`));
    });
  });
}

export function killHard(host: HostProcess): Promise<void> {
  return new Promise((resolve) => {
    if (host.child.exitCode !== null) return resolve();
    host.child.once('exit', () => resolve());
    host.child.kill('SIGKILL');
  });
}
