import type { SimulatorHandle } from './simulator';
import { BoardControlError } from './virtual-board';

export const COMMAND_HELP = `commands:
  l N        lift monitor N          p N        place monitor N back
  t N on|off turn monitor N          f N        sensor fault on socket N
  n          burst of binary noise   d N        drop the next N lines
  c N        corrupt the next N checksums
  hb on|off  heartbeats on or off    s          show the sockets
  u          unplug                  r          replug (the board boots again)
  h, ?       this help               q          quit`;

/** Runs one line typed at the simulator's console; the answer is what to print ('quit' to stop). */
export async function runConsoleCommand(
  input: string,
  sim: SimulatorHandle,
  random = Math.random,
): Promise<string> {
  const [command = '', ...args] = input.trim().split(/\s+/);
  const socket = () => {
    const text = args[0] ?? '';
    if (!/^[1-9][0-9]?$/.test(text))
      throw new BoardControlError(`"${command}" needs a socket number, e.g. ${command} 4`);
    return Number(text);
  };
  const count = () => {
    const text = args[0] ?? '1';
    if (!/^[1-9][0-9]{0,3}$/.test(text))
      throw new BoardControlError(`"${command}" takes a count from 1 to 9999`);
    return Number(text);
  };
  try {
    switch (command.toLowerCase()) {
      case '':
        return '';
      case 'l':
        sim.lift(socket());
        return '';
      case 'p':
        sim.place(socket());
        return '';
      case 't': {
        const to = (args[1] ?? '').toUpperCase();
        if (to !== 'ON' && to !== 'OFF') return 'turn needs on or off, e.g. t 4 off';
        sim.turn(socket(), to);
        return '';
      }
      case 'f':
        sim.fault(socket());
        return '';
      case 'n': {
        const noise = Uint8Array.from({ length: 48 }, () => Math.floor(random() * 256));
        sim.injectNoise(noise);
        return `sent ${noise.length} bytes of noise`;
      }
      case 'd': {
        const n = count();
        sim.dropLines(n);
        return `the next ${n} line(s) will be lost`;
      }
      case 'c': {
        const n = count();
        sim.corruptChecksums(n);
        return `the next ${n} line(s) get a wrong checksum`;
      }
      case 'hb': {
        const on = args[0] === 'on' ? true : args[0] === 'off' ? false : null;
        if (on === null) return 'hb needs on or off';
        sim.setHeartbeat(on);
        return `heartbeats ${on ? 'on' : 'off'}`;
      }
      case 's': {
        const presence = sim.board.presence;
        return `pos  ${sim.board.positions.join('')}\npres ${presence ? presence.join('') : '- (no presence sensing)'}\n${sim.plugged ? `plugged in at ${sim.where}` : 'unplugged'}`;
      }
      case 'u':
        if (!sim.plugged) return 'already unplugged';
        await sim.unplug();
        return 'unplugged';
      case 'r':
        await sim.replug();
        return `plugged in again at ${sim.where}`;
      case 'h':
      case '?':
      case 'help':
        return COMMAND_HELP;
      case 'q':
      case 'quit':
        return 'quit';
      default:
        return `unknown command "${command}" (h for help)`;
    }
  } catch (error) {
    if (error instanceof BoardControlError) return error.message;
    throw error;
  }
}
