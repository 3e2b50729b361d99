// A bare host for the LAN load measurements (scripts/load/lan-load.ts): 127.0.0.1 only, one Cold
// War table played part way, its join code on stdout, its heap and RSS on request.
import { Host } from '../../src-main/host/host';
import { startHttpServer } from '../../src-main/lan/http-server';

const host = new Host();
const created = host.createTable('coldwar');
if (!created.ok) throw new Error(created.error.message);
const table = host.tableById(created.value.id)!;
// A game some way in, so a seat's history is long (the repeated-join measurement).
let seed = 7;
const pick = <T>(items: readonly T[]) => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return items[seed % items.length]!;
};
for (let i = 0; i < 300 && !table.isOver; i++) {
  const seats = table.seats().filter((seat) => table.legalFor(seat).length > 0);
  if (seats.length === 0) break;
  const seat = pick(seats);
  table.submit(seat, pick(table.legalFor(seat)));
}
const server = await startHttpServer({
  host,
  webRoot: '/nonexistent',
  bindAddress: '127.0.0.1',
  port: 0,
  loopbackIsLocal: false,
});
process.stdout.write(`${JSON.stringify({ url: server.url, code: created.value.code })}\n`);
process.stdin.on('data', () => {
  process.stdout.write(
    `${JSON.stringify({ rss: process.memoryUsage().rss, clients: host.connectedClients })}\n`,
  );
});
