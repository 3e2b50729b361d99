import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { type BotAnswer, type BotQuestion, epochNow } from './bot-messages';
import { outsideAsar } from './worker-path';

/**
 * Where the worker's code is: the bundled `bot-worker.js` beside the built host, or, when the
 * host runs from source (tsx, vitest), `bot-worker.ts` through tsx's loader. A bundle never falls
 * back to the source: a packaged app has no tsx.
 */
function startWorker(cancelled: SharedArrayBuffer): Worker {
  const workerData = { cancelled };
  if (!import.meta.url.endsWith('.ts')) {
    for (const relative of ['./bot-worker.js', '../bot-worker.js']) {
      const built = outsideAsar(fileURLToPath(new URL(relative, import.meta.url)));
      if (existsSync(built)) return new Worker(pathToFileURL(built), { workerData });
    }
    throw new Error(`bot-worker.js is missing beside ${fileURLToPath(import.meta.url)}; rebuild the app`);
  }
  const source = new URL('./bot-worker.ts', import.meta.url);
  const api = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(code, { eval: true, workerData });
}

type Question = Omit<BotQuestion, 'id'>;

/** One worker thread thinking for every bot of the host, a question at a time. */
export class BotRunner {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly waiting = new Map<number, (answer: BotAnswer) => void>();
  /** The highest question id cancelled, shared with the worker, whose search reads it as it runs. */
  private readonly cancelledUpTo = new Int32Array(new SharedArrayBuffer(4));

  /**
   * Starts the worker now, if it is not running, so the first question does not wait for it (the
   * host calls this when a bot takes a seat). A failure is left for the first question to report.
   */
  warm(): void {
    try {
      this.ensureWorker();
    } catch {
      // Reported to the first question, which tries again.
    }
  }

  /**
   * Asks the worker; the bot's budget counts from now (`askedAt`), worker start and messages
   * included. Aborting `signal` tells the worker the answer is no longer wanted: its search stops
   * at its next look at the clock, so the worker is free for the next question, and the answer
   * (still delivered) should be dropped. Questions are answered in turn, so cancelling one cancels
   * the ones asked before it too.
   */
  ask(question: Question, signal?: AbortSignal): Promise<BotAnswer> {
    const askedAt = question.askedAt ?? epochNow();
    this.nextId += 1;
    let worker: Worker;
    try {
      worker = this.ensureWorker();
    } catch (error) {
      return Promise.resolve({ id: this.nextId, ok: false, error: String(error) });
    }
    const id = this.nextId;
    signal?.addEventListener('abort', () => this.cancel(id), { once: true });
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      worker.postMessage({ ...question, askedAt, id } satisfies BotQuestion);
    });
  }

  private cancel(id: number): void {
    if (Atomics.load(this.cancelledUpTo, 0) < id) Atomics.store(this.cancelledUpTo, 0, id);
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker(this.cancelledUpTo.buffer as SharedArrayBuffer);
    worker.unref();
    worker.on('message', (answer: BotAnswer) => {
      const resolve = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      resolve?.(answer);
    });
    // A crashed worker fails what it was asked; the next question starts a fresh one.
    const fail = (message: string) => {
      if (this.worker === worker) this.worker = null;
      for (const [id, resolve] of this.waiting) resolve({ id, ok: false, error: message });
      this.waiting.clear();
    };
    worker.on('error', (error) => fail(`the bot worker failed: ${error.message}`));
    worker.on('exit', (code) => fail(`the bot worker stopped (exit ${code})`));
    this.worker = worker;
    return worker;
  }
}
