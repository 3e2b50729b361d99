import type { BoardLine } from './codec';
import type { LineChannel } from './line-channel';

export type Hello = Extract<BoardLine, { type: 'HELLO' }>;

export type Greeting =
  | { ok: true; hello: Hello }
  | { ok: false; reason: 'silent' | 'closed'; detail: string; lineErrors: number }
  | { ok: false; reason: 'version'; proto: number };

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
          reason: 'silent',
          detail: `no valid HELLO within ${(tries * tryMs) / 1000} s`,
          lineErrors,
        });
        return;
      }
      sent += 1;
      channel.send({ type: 'HELLO?' });
      timer = setTimeout(ask, tryMs);
    };
    channel.listen({
      line: (line) => {
        if (line.type === 'HELLO') finish({ ok: true, hello: line });
      },
      foreignHello: (proto) => finish({ ok: false, reason: 'version', proto }),
      lineError: () => {
        lineErrors += 1;
      },
      closed: (reason) => finish({ ok: false, reason: 'closed', detail: reason, lineErrors }),
    });
    ask();
  });
}
