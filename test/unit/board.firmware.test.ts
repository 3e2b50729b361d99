import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { connect, createServer, type Socket } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { type BoardLine, LineSplitter, parseBoardLine } from '../../src-main/games/doubleagent/board/codec';

const ROOT = path.resolve(__dirname, '../..');
const FIRMWARE = path.join(ROOT, 'firmware');

const ATMEGA328P_FLASH = 32 * 1024;
/** The largest bootloader of the Uno/Nano family (the old Nano one): 2 KiB of flash are not ours. */
const BOOTLOADER = 2 * 1024;
const ATMEGA328P_RAM = 2 * 1024;
/** Static RAM must leave room for the stack (a few nested calls with a 97-byte line buffer). */
const STACK_RESERVE = 512;

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', timeout: 170_000 });
  return {
    status: result.status,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}`,
    error: result.error,
  };
}

const hasCommand = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;

describe('reference firmware (firmware/)', () => {
  it('tests against the current shared vectors (vectors.h is generated from vectors.json)', () => {
    const generated = run('node', ['firmware/test/gen-vectors.mjs', '--stdout']);
    expect(generated.status, generated.output).toBe(0);
    const committed = readFileSync(path.join(FIRMWARE, 'test/vectors.h'), 'utf8');
    expect(committed, 'run: node firmware/test/gen-vectors.mjs').toBe(generated.output);
  });

  it('passes its host unit tests (make -C firmware test)', () => {
    const result = run('make', ['-C', 'firmware', 'test']);
    expect(result.error).toBeUndefined();
    expect(result.status, result.output).toBe(0);
    const summaries = result.output.split('\n').filter((line) => /^(serial_v1|board \()/.test(line));
    expect(summaries, result.output).toHaveLength(3);
    for (const summary of summaries) expect(summary).toMatch(/ [1-9]\d* checks, 0 failed/);
  });

  it('builds for the ATmega328P with avr-libc and fits its flash and RAM (make -C firmware avr)', (context) => {
    if (!hasCommand('avr-gcc')) {
      const why =
        'avr-gcc is not installed (apt-get install gcc-avr avr-libc): the AVR build was not checked';
      if (process.env.SAFEHOUSE_REQUIRE_AVR === '1') throw new Error(`${why}, and SAFEHOUSE_REQUIRE_AVR=1`);
      console.warn(`board.firmware: skipped, ${why}`);
      context.skip(why);
    }
    const result = run('make', ['-C', 'firmware', 'avr']);
    expect(result.status, result.output).toBe(0);
    expect(existsSync(path.join(FIRMWARE, 'build/safehouse-board.elf'))).toBe(true);
    const hex = readFileSync(path.join(FIRMWARE, 'build/safehouse-board.hex'), 'utf8');
    expect(hex.trimEnd().endsWith(':00000001FF')).toBe(true); // Intel HEX end-of-file record

    const size = run('avr-size', ['firmware/build/safehouse-board.elf']);
    expect(size.status, size.output).toBe(0);
    const numbers = size.output
      .split('\n')
      .find((line) => /^\s*\d+\s+\d+\s+\d+/.test(line))
      ?.trim()
      .split(/\s+/)
      .slice(0, 3)
      .map(Number);
    expect(numbers, size.output).toHaveLength(3);
    const [text = 0, data = 0, bss = 0] = numbers ?? [];
    expect(text + data, 'flash bytes').toBeLessThanOrEqual(ATMEGA328P_FLASH - BOOTLOADER);
    expect(data + bss, 'static RAM bytes').toBeLessThanOrEqual(ATMEGA328P_RAM - STACK_RESERVE);
    expect(text, 'an empty program would be suspicious').toBeGreaterThan(1000);
  });

  it('boots in QEMU (arduino-uno): HELLO at power-up, SYNC answered, heartbeats twice a second', async (context) => {
    if (!hasCommand('qemu-system-avr') || !hasCommand('avr-gcc')) {
      const why =
        'qemu-system-avr or avr-gcc is not installed (apt-get install qemu-system-misc gcc-avr avr-libc)';
      if (process.env.SAFEHOUSE_REQUIRE_QEMU === '1') throw new Error(`${why}, and SAFEHOUSE_REQUIRE_QEMU=1`);
      console.warn(`board.firmware: QEMU run skipped, ${why}`);
      context.skip(why);
    }
    const built = run('make', ['-C', 'firmware', 'avr']);
    expect(built.status, built.output).toBe(0);
    const port = await freePort();
    // wait=on: the emulated board starts only once we are connected, so its power-up HELLO reaches us
    const qemu = spawn(
      'qemu-system-avr',
      [
        '-M',
        'arduino-uno',
        '-bios',
        'firmware/build/safehouse-board.elf',
        '-nographic',
        '-monitor',
        'none',
        '-serial',
        `tcp:127.0.0.1:${port},server=on,wait=on`,
      ],
      { cwd: ROOT, stdio: 'ignore' },
    );
    let socket: Socket | undefined;
    try {
      socket = await connectWithRetry(port);
      const lines: BoardLine[] = [];
      const errors: string[] = [];
      const splitter = new LineSplitter();
      socket.on('data', (chunk: Buffer) => {
        const split = splitter.push(new Uint8Array(chunk));
        errors.push(...split.errors.map((error) => error.code));
        for (const text of split.lines) {
          const parsed = parseBoardLine(text, { sockets: 9 });
          if (parsed.ok) lines.push(parsed.value);
          else errors.push(`${parsed.error.code}: ${text}`);
        }
      });
      const waitFor = async (done: () => boolean, what: string) => {
        const deadline = Date.now() + 10_000;
        while (!done()) {
          if (Date.now() > deadline) throw new Error(`no ${what}; got ${JSON.stringify(lines)}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      };
      await waitFor(() => lines.length > 0, 'HELLO');
      expect(lines[0]).toEqual({
        type: 'HELLO',
        proto: 1,
        boardId: 'CAMP-01',
        sockets: 9,
        caps: { presence: true, leds: true, buzzer: true },
        fw: '1.0.0',
      });
      socket.write('SYNC,7*A1\n');
      await waitFor(() => lines.some((line) => line.type === 'STATE'), 'STATE after SYNC');
      const ack = lines.findIndex((line) => line.type === 'ACK');
      expect(lines[ack]).toEqual({ type: 'ACK', id: 7 });
      expect(lines[ack + 1]?.type).toBe('STATE');
      await waitFor(() => lines.filter((line) => line.type === 'HB').length >= 2, 'two heartbeats');
      const beats = lines.filter((line) => line.type === 'HB');
      expect(beats[1]!.uptimeMs - beats[0]!.uptimeMs).toBe(500);
      const seqs = lines.flatMap((line) => ('seq' in line ? [line.seq] : []));
      expect(seqs[0]).toBe(0);
      expect(seqs.slice(1)).toEqual(seqs.slice(0, -1).map((seq) => seq + 1));
      expect(errors).toEqual([]);
    } finally {
      socket?.destroy();
      qemu.kill();
    }
  });
});

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function connectWithRetry(port: number): Promise<Socket> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      return await new Promise<Socket>((resolve, reject) => {
        const socket = connect({ host: '127.0.0.1', port });
        socket.once('connect', () => resolve(socket));
        socket.once('error', reject);
      });
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}
