import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { BotAnswer, BotQuestion } from './bot-messages';

/**
 * Where the worker's code is: the bundled `bot-worker.js` beside the built host, or, when the
 * host runs from source (tsx, vitest), `bot-worker.ts` through tsx's loader. A bundle never falls
 * back to the source: a packaged app has no tsx.
 */
function startWorker(): Worker {
  if (!import.meta.url.endsWith('.ts')) {
    for (const relative of ['./bot-worker.js', '../bot-worker.js']) {
      const built = new URL(relative, import.meta.url);
      if (existsSync(fileURLToPath(built))) return new Worker(built);
    }
    throw new Error(`bot-worker.js is missing beside ${fileURLToPath(import.meta.url)}; rebuild the app`);
  }
  const source = new URL('./bot-worker.ts', import.meta.url);
  const api = import.meta.resolve('tsx/esm/api');
  const code = `import(${JSON.stringify(api)}).then((m) => { m.register(); return import(${JSON.stringify(source.href)}); });`;
  return new Worker(code, { eval: true });
}

type Question = Omit<BotQuestion, 'id'>;

/** One worker thread thinking for every bot of the host, a question at a time. */
export class BotRunner {
  private worker: Worker | null = null;
  private nextId = 0;
  private readonly waiting = new Map<number, (answer: BotAnswer) => void>();

  ask(question: Question): Promise<BotAnswer> {
    this.nextId += 1;
    let worker: Worker;
    try {
      worker = this.ensureWorker();
    } catch (error) {
      return Promise.resolve({ id: this.nextId, ok: false, message: String(error) });
    }
    const id = this.nextId;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve);
      worker.postMessage({ ...question, id } satisfies BotQuestion);
    });
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker();
    worker.unref();
    worker.on('message', (answer: BotAnswer) => {
      const resolve = this.waiting.get(answer.id);
      this.waiting.delete(answer.id);
      resolve?.(answer);
    });
    // A crashed worker fails what it was asked; the next question starts a fresh one.
    const fail = (message: string) => {
      if (this.worker === worker) this.worker = null;
      for (const [id, resolve] of this.waiting) resolve({ id, ok: false, message });
      this.waiting.clear();
    };
    worker.on('error', (error) => fail(`the bot worker failed: ${error.message}`));
    worker.on('exit', (code) => fail(`the bot worker stopped (exit ${code})`));
    this.worker = worker;
    return worker;
  }
}
