// `npm run test:under-load`: the whole `npm test` while CPU hogs run beside it (two unless
// SAFEHOUSE_HOGS says otherwise), as on a busy machine. The hogs stop when the tests end, however
// they end.
import { spawn } from 'node:child_process';
import { runNode } from './lib/run.mjs';

const count = Number(process.env.SAFEHOUSE_HOGS ?? 2);
if (!Number.isInteger(count) || count < 0 || count > 64) {
  console.error(`SAFEHOUSE_HOGS must be a whole number from 0 to 64, not "${process.env.SAFEHOUSE_HOGS}".`);
  process.exit(2);
}
const hogs = Array.from({ length: count }, () =>
  spawn(process.execPath, ['-e', 'for(;;){}'], { stdio: 'ignore' }),
);
const stopHogs = () => {
  for (const hog of hogs) hog.kill('SIGKILL');
};
process.on('exit', stopHogs);
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'])
  process.on(signal, () => {
    stopHogs();
    process.exit(130);
  });

console.log(
  `▶ npm test beside ${count} CPU hog${count === 1 ? '' : 's'} (pids ${hogs.map((h) => h.pid).join(', ')})`,
);
const started = Date.now();
const code = await runNode(['scripts/test.mjs']);
stopHogs();
console.log(
  `\n${code === 0 ? '✓' : '✗'} npm test under load: exit ${code} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
);
process.exit(code);
