import { afterEach } from 'vitest';
import type { LinkTiming } from '../../src-main/games/doubleagent/board/link';

/** serial-v1's timings, shortened so a test takes a fraction of a second per step yet survives a busy machine. */
export const FAST_LINK: LinkTiming = {
  helloTries: 2,
  helloTryMs: 400,
  commandTimeoutMs: 150,
  commandResends: 3,
  silenceMs: 1000,
  backoffFirstMs: 40,
  backoffMaxMs: 160,
  errorBurst: 5,
  errorWindowMs: 2000,
};

/** Things a test opened (simulators, links, services), closed newest first after each test. */
export function closedAfterEach(): { close(): Promise<void> }[] {
  const running: { close(): Promise<void> }[] = [];
  afterEach(async () => {
    for (const thing of running.splice(0).reverse()) await thing.close();
  });
  return running;
}
