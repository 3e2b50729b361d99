/**
 * Bot tournament: `npm run tournament -- --game GAME --a X --b Y --games N --seed S
 * [--budget-ms M] [--iterations N] [--workers W]`. Prints one JSON line with A's results and a
 * Wilson 95% interval; progress goes to stderr. Games are spread over worker threads (default: 2).
 */
import { availableParallelism } from 'node:os';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { parseTournamentArgs, type TournamentArgs } from './args';
import { roundTo4 } from './match';
import { tournamentMatch } from './matches';
import { type GameOutcome, runGame } from './run-game';
import { wilson } from './wilson';

interface Job {
  readonly args: TournamentArgs;
  readonly indices: readonly number[];
}

function startWorker(job: Job, onOutcome: (o: GameOutcome) => void): Promise<void> {
  // Workers do not inherit tsx's loader: register it there before loading this module.
  const api = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); });`;
  const worker = new Worker(code, { eval: true, workerData: job });
  return new Promise((resolve, reject) => {
    worker.on('message', onOutcome);
    worker.on('error', reject);
    worker.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`worker exited with ${code}`))));
  });
}

export function summarize(args: TournamentArgs, outcomes: readonly GameOutcome[]): Record<string, unknown> {
  const aWins = outcomes.filter((o) => o.winner === 'A').length;
  const bWins = outcomes.filter((o) => o.winner === 'B').length;
  const draws = outcomes.length - aWins - bWins;
  // Draws count as half a win for the rate and the interval.
  const score = aWins + draws / 2;
  const [lo, hi] = wilson(score, outcomes.length);
  return {
    games: outcomes.length,
    aWins,
    bWins,
    draws,
    winRate: roundTo4(outcomes.length === 0 ? 0 : score / outcomes.length),
    ci95: [roundTo4(lo), roundTo4(hi)],
    ...(outcomes.length === 0 ? {} : tournamentMatch(args.game)?.summarize(outcomes)),
    msPerGame: Math.round(outcomes.reduce((n, o) => n + o.ms, 0) / outcomes.length),
  };
}

async function main(): Promise<void> {
  const parsed = parseTournamentArgs(process.argv.slice(2), availableParallelism());
  if (!parsed.ok) {
    console.error(parsed.error);
    process.exit(2);
  }
  const args = parsed.value;
  const outcomes: GameOutcome[] = [];
  const started = Date.now();
  let lastReport = started;
  const record = (o: GameOutcome) => {
    outcomes.push(o);
    const now = Date.now();
    if (now - lastReport > 5000 || outcomes.length === args.games) {
      lastReport = now;
      const a = outcomes.filter((x) => x.winner === 'A').length;
      process.stderr.write(
        `${outcomes.length}/${args.games} games, A won ${a}, ${Math.round((now - started) / 1000)} s\n`,
      );
    }
  };
  const indices = Array.from({ length: args.games }, (_, i) => i);
  if (args.workers <= 1) {
    for (const i of indices) record(runGame(args, i));
  } else {
    const jobs = Array.from({ length: args.workers }, (_, w) => ({
      args,
      indices: indices.filter((i) => i % args.workers === w),
    }));
    await Promise.all(jobs.map((job) => startWorker(job, record)));
  }
  outcomes.sort((x, y) => x.index - y.index);
  console.log(JSON.stringify(summarize(args, outcomes)));
}

if (isMainThread) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  });
} else {
  const job = workerData as Job;
  for (const i of job.indices) parentPort!.postMessage(runGame(job.args, i));
}
