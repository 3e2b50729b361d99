/**
 * bots.reply — the hard Cold War bot's reply through the real host path (issue 21): a table with a
 * person at CIA and `ismcts:hard` at KGB, the bot asked by the host's BotSeats through a BotRunner
 * worker thread (started by the first question, as in the app). Each sample runs from the person's
 * action acknowledged (the host's receive returned, the action applied and sent out) to the bot's
 * action applied, for replies where the bot has a real choice. One JSON line: the level's budget,
 * p50/p90/p99/max in wall ms and p99 / budget (the goal: ≤ 1.1). `npx tsx test/bench/bots-reply.bench.ts [samples]`.
 */
import { LEVELS } from '../../engine/bots';
import { BotRunner } from '../../src-main/bots/bot-runner';
import { Host } from '../../src-main/host/host';
import { screen, seated } from '../support/host-screen';

const SAMPLES = Number(process.argv[2] ?? 50);
const BOT = 'ismcts:hard';
const budgetMs = LEVELS.hard.budgetMs;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
const round = (n: number) => Number(n.toFixed(1));

const runner = new BotRunner();
const host = new Host({
  rateLimit: { perSecond: 1e6, burst: 1e6 },
  askBot: (question, signal) => runner.ask(question, signal),
  warmBots: () => runner.warm(),
});
const lobby = screen(host, true);
const replies: number[] = [];
let firstReply: number | null = null;
let games = 0;
let lastTable = '';

while (replies.length < SAMPLES) {
  const created = host.createTable('coldwar');
  if (!created.ok) throw new Error(created.error.message);
  games++;
  lastTable = created.value.id;
  const table = host.tableById(created.value.id)!;
  lobby.send({ type: 'seatBot', table: created.value.id, seat: 'KGB', bot: BOT });
  const cia = seated(host, created.value.code, 'CIA');
  // Resolves on every action applied at the table, with who played it.
  let applied: (seat: string) => void = () => {};
  table.onChange(() => {
    const last = table.actions().at(-1);
    if (last) applied(last.seat);
  });
  const next = () => new Promise<string>((resolve) => (applied = resolve));
  while (!table.isOver && replies.length < SAMPLES) {
    const legal = table.legalFor('CIA');
    if (legal.length === 0) {
      // The bot's turn (or the table's): wait for whatever it plays.
      await next();
      continue;
    }
    const played = next();
    cia.send({ type: 'intent', action: legal[0] });
    await played; // the person's own action, applied synchronously by receive
    const acknowledged = performance.now();
    const choice = table.legalFor('KGB').length;
    if (choice === 0) continue;
    const seat = await next();
    const ms = performance.now() - acknowledged;
    if (seat !== 'KGB' || choice < 2) continue;
    if (firstReply === null) firstReply = ms;
    replies.push(ms);
  }
}
// The bot stops thinking before the worker goes (else its last question fails, noisily).
lobby.send({ type: 'seatBot', table: lastTable, seat: 'KGB', bot: null });
await runner.close();
const sorted = [...replies].sort((a, b) => a - b);
const p99 = percentile(sorted, 0.99);
console.log(
  JSON.stringify({
    bench: 'bots.reply',
    bot: BOT,
    samples: sorted.length,
    games,
    budgetMs,
    firstMs: round(firstReply ?? 0),
    p50: round(percentile(sorted, 0.5)),
    p90: round(percentile(sorted, 0.9)),
    p99: round(p99),
    max: round(sorted.at(-1)!),
    ratio: Number((p99 / budgetMs).toFixed(2)),
  }),
);
