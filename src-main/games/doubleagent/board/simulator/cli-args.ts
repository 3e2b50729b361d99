import { ok, type Result } from '../../../../../engine/core';
import type { SimulatorOptions } from './simulator';

export const DEFAULT_PTY_PATH = '/tmp/safehouse-board';

export const USAGE = `usage: npm run board:sim -- [--tcp PORT | --pty [PATH]] [--sockets 9|15] [--no-presence]
                          [--no-leds] [--no-buzzer] [--id ID] [--proto N] [--heartbeat MS] [--silent]
  --pty [PATH]    a virtual serial device at PATH (default ${DEFAULT_PTY_PATH}); needs socat
  --tcp PORT      a network board listening on tcp://127.0.0.1:PORT
  --sockets N     9 (default) or 15 monitor sockets
  --no-presence   a board that cannot tell when a monitor is lifted
  --id ID         the board-id in HELLO (default SIM-01)
  --proto N       the protocol version HELLO announces (default 1)
  --heartbeat MS  ms between heartbeats (default 1000, 0 for none)
  --silent        a device that never answers`;

/** The simulator's options (and whether help was asked for), or one line that says what is wrong. */
export type SimulatorArgs = Result<{ readonly options: SimulatorOptions; readonly help: boolean }, string>;

/** The command line of `npm run board:sim`; a mistake comes back as one line. */
export function parseSimulatorArgs(argv: readonly string[]): SimulatorArgs {
  const options: SimulatorOptions = { transport: { kind: 'pty', link: DEFAULT_PTY_PATH } };
  let transportGiven = false;
  const fail = (message: string): SimulatorArgs => ({ ok: false, error: message });
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const next = argv[i + 1];
    const value = () => {
      i++;
      return next;
    };
    switch (arg) {
      case '-h':
      case '--help':
        return ok({ options, help: true });
      case '--tcp': {
        if (transportGiven) return fail('give either --tcp or --pty, once');
        const port = integer(value());
        if (port === null || port > 65535) return fail('--tcp needs a port number from 0 to 65535');
        options.transport = { kind: 'tcp', port };
        transportGiven = true;
        break;
      }
      case '--pty': {
        if (transportGiven) return fail('give either --tcp or --pty, once');
        const link = next !== undefined && !next.startsWith('--') ? value()! : DEFAULT_PTY_PATH;
        if (!/^[A-Za-z0-9_./-]+$/.test(link))
          return fail(`--pty path "${link}" may hold only letters, digits and _ . / -`);
        options.transport = { kind: 'pty', link };
        transportGiven = true;
        break;
      }
      case '--sockets': {
        const sockets = integer(value());
        if (sockets !== 9 && sockets !== 15) return fail('--sockets must be 9 or 15');
        options.sockets = sockets;
        break;
      }
      case '--no-presence':
        options.presence = false;
        break;
      case '--no-leds':
        options.leds = false;
        break;
      case '--no-buzzer':
        options.buzzer = false;
        break;
      case '--silent':
        options.silent = true;
        break;
      case '--id': {
        const id = value();
        if (id === undefined || !/^[A-Za-z0-9-]{1,16}$/.test(id))
          return fail('--id needs 1 to 16 of A-Z a-z 0-9 -');
        options.boardId = id;
        break;
      }
      case '--proto': {
        const proto = integer(value());
        if (proto === null || proto < 1 || proto > 65535)
          return fail('--proto needs a version from 1 to 65535');
        options.proto = proto;
        break;
      }
      case '--heartbeat': {
        const ms = integer(value());
        if (ms === null || ms > 60_000) return fail('--heartbeat needs a number of ms from 0 to 60000');
        options.heartbeatMs = ms;
        break;
      }
      default:
        return fail(`unknown argument "${arg}" (see --help)`);
    }
  }
  return ok({ options, help: false });
}

function integer(text: string | undefined): number | null {
  return text !== undefined && /^(0|[1-9][0-9]{0,5})$/.test(text) ? Number(text) : null;
}
