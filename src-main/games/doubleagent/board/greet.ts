import { ok, type Result } from '../../../../engine/core';
import type { BoardLine } from './codec';
import type { LineChannel } from './line-channel';

export type Hello = Extract<BoardLine, { type: 'HELLO' }>;

/** Why a device gave no HELLO this Safehouse can take. */
export type GreetFailure =
  | { reason: 'silent' | 'closed'; detail: string; lineErrors: number }
  | { reason: 'version'; proto: number };

/** The board's HELLO, or why there was none. */
export type Greeting = Result<Hello, GreetFailure>;

/**
 * Asks a freshly opened device `HELLO?` up to `tries` times, `tryMs` apart, and resolves with
 * the first valid HELLO. A board may also announce itself unasked (at boot): that counts too.
 */
export function greet(channel: LineChannel, tries: number, tryMs: number): Promise<Greeting> {
  return new Promise((resolve) => {
    let lineErrors = 0;
    let sent = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const finish = (greeting: Greeting) => {
      clearTimeout(timer);
      channel.listen(null);
      resolve(greeting);
    };
    const ask = () => {
      if (sent === tries) {
        finish({
          ok: false,
          error: {
            reason: 'silent',
            detail: `no valid HELLO within ${(tries * tryMs) / 1000} s`,
            lineErrors,
          },
        });
        return;
      }
      sent += 1;
      channel.send({ type: 'HELLO?' });
      timer = setTimeout(ask, tryMs);
    };
    channel.listen({
      line: (line) => {
        if (line.type === 'HELLO') finish(ok(line));
      },
      foreignHello: (proto) => finish({ ok: false, error: { reason: 'version', proto } }),
      lineError: () => {
        lineErrors += 1;
      },
      closed: (reason) => finish({ ok: false, error: { reason: 'closed', detail: reason, lineErrors } }),
    });
    ask();
  });
}
