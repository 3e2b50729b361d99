// LAN load figures for issue 14 (127.0.0.1 only, bounded in count and time):
//  1. host RSS growth with 5 sockets that keep asking for the table view but never read, over 15 s;
//  2. join-code guesses looked up per second from one address across reconnects, over 10 s;
//  3. the size of the reply to a repeated join of a held seat;
//  4. whole histories sent for a leave-and-resume loop from one address, over 10 s (a token needs
//     no code, so the guessing before does not hold it up).
// Run: npx tsx scripts/load/lan-load.ts
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import WebSocket from 'ws';

const child = spawn('npx', ['tsx', 'scripts/load/lan-host.ts'], { stdio: ['pipe', 'pipe', 'inherit'] });
const lines = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
const nextLine = async () => JSON.parse((await lines.next()).value as string);
const { url, code } = (await nextLine()) as { url: string; code: string };
const wsUrl = `${url.replace('http', 'ws')}ws`;
const sample = async () => {
  child.stdin!.write('\n');
  return (await nextLine()) as { rss: number; clients: number };
};
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const open = (): Promise<WebSocket> =>
  new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl);
    ws.once('open', () => resolve(ws));
    ws.once('error', reject);
  });

// 3. Repeated join.
let ciaToken = '';
{
  const ws = await open();
  const sizes: number[] = [];
  ws.on('message', (data) => {
    const text = data.toString();
    sizes.push(text.length);
    ciaToken = (JSON.parse(text) as { token?: string }).token ?? ciaToken;
  });
  const join = JSON.stringify({ type: 'join', code, seat: 'CIA' });
  ws.send(join);
  await sleep(500);
  const first = sizes.splice(0);
  ws.send(join);
  await sleep(500);
  console.log(
    `repeated join: request ${join.length} B; first join answered ${first.join(' + ')} B; repeat answered ${sizes.join(' + ') || 'nothing'} B`,
  );
  ws.terminate();
}

// 1. Five silent sockets at the table (TV seat), asking for it again 19 times a second (inside the
// rate limit) and never reading, for 15 s.
{
  await sleep(500);
  const before = await sample();
  const silent = await Promise.all([0, 1, 2, 3, 4].map(() => open()));
  const join = JSON.stringify({ type: 'join', code, seat: 'table' });
  for (const ws of silent) {
    (ws as unknown as { _socket: { pause(): void } })._socket.pause();
    ws.send(join);
  }
  const started = Date.now();
  let peak = before.rss;
  for (let tick = 1; Date.now() - started < 15_000; tick++) {
    for (const ws of silent) if (ws.readyState === WebSocket.OPEN) ws.send(join);
    await sleep(Math.max(0, started + tick * (1000 / 19) - Date.now()));
    if (tick % 19 === 0) peak = Math.max(peak, (await sample()).rss);
  }
  const after = await sample();
  peak = Math.max(peak, after.rss);
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
  console.log(
    `5 silent sockets, 15 s: host RSS ${mb(before.rss)} MB -> peak ${mb(peak)} MB, end ${mb(after.rss)} MB; ${after.clients} of 5 still connected`,
  );
  for (const ws of silent) ws.terminate();
}

// 2. Guesses across reconnects from one address, 10 s.
{
  await sleep(500);
  let lookedUp = 0;
  let sent = 0;
  const started = Date.now();
  while (Date.now() - started < 10_000) {
    const ws = await open();
    const answer = new Promise<string>((resolve) => ws.once('message', (data) => resolve(data.toString())));
    ws.send(JSON.stringify({ type: 'join', code: `G${String(sent++).padStart(5, '0')}`, seat: 'CIA' }));
    const text = await answer;
    if (text.includes('"bad_code"')) lookedUp += 1;
    ws.terminate();
  }
  console.log(
    `guessing over reconnects, 10 s: ${sent} sent, ${lookedUp} looked up (${(lookedUp / 10).toFixed(1)}/s)`,
  );
}
// 4. Leave and resume, in turn, 19 messages a second (inside the rate limit), 10 s.
{
  await sleep(500);
  const ws = await open();
  let wholeViews = 0;
  let bytes = 0;
  ws.on('message', (data) => {
    const text = data.toString();
    bytes += text.length;
    const message = JSON.parse(text) as { type: string; view?: unknown };
    if (message.type === 'view' && message.view !== undefined) wholeViews += 1;
  });
  ws.send(JSON.stringify({ type: 'resume', token: ciaToken }));
  await sleep(500);
  wholeViews = 0;
  bytes = 0;
  const started = Date.now();
  for (let tick = 1; Date.now() - started < 10_000; tick++) {
    ws.send(JSON.stringify(tick % 2 ? { type: 'leave' } : { type: 'resume', token: ciaToken }));
    await sleep(Math.max(0, started + tick * (1000 / 19) - Date.now()));
  }
  await sleep(500);
  console.log(
    `leave + resume, 10 s: ${wholeViews} whole histories sent (${(wholeViews / 10).toFixed(1)}/s), ${(bytes / 10 / 1024).toFixed(1)} KiB/s`,
  );
  ws.terminate();
}

child.kill();
process.exit(0);
