import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BoardLink, SERIAL_V1_TIMING } from '../../src-main/games/doubleagent/board/link';
import { until } from '../support/until';

// The reference firmware, built for the ATmega328P and booted in QEMU's Arduino Uno, driven by
// the app's own link over QEMU's serial-on-TCP: handshake, heartbeats that keep it connected,
// and a command answered.
const ROOT = path.resolve(__dirname, '../..');
const hasCommand = (name: string) => spawnSync('sh', ['-c', `command -v ${name}`]).status === 0;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function listening(port: number, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`QEMU did not listen on ${port}`);
}

describe('the firmware in QEMU, through the app’s link', () => {
  it('connects, stays connected on heartbeats, and answers a buzz', async (context) => {
    if (!hasCommand('qemu-system-avr') || !hasCommand('avr-gcc')) {
      const why =
        'qemu-system-avr or avr-gcc is not installed (apt-get install qemu-system-misc gcc-avr avr-libc)';
      if (process.env.SAFEHOUSE_REQUIRE_QEMU === '1') throw new Error(`${why}, and SAFEHOUSE_REQUIRE_QEMU=1`);
      console.warn(`board.qemu: skipped, ${why}`);
      context.skip(why);
    }
    const build = mkdtempSync(path.join(tmpdir(), 'safehouse-avr-'));
    const made = spawnSync('make', ['-C', 'firmware', 'avr', `BUILD=${build}`], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(made.status, made.stderr).toBe(0);
    const port = await freePort();
    const qemu = spawn(
      'qemu-system-avr',
      [
        ...['-M', 'arduino-uno', '-bios', path.join(build, 'safehouse-board.elf'), '-nographic'],
        ...['-monitor', 'none', '-serial', `tcp:127.0.0.1:${port},server=on,wait=off`],
      ],
      { stdio: 'ignore' },
    );
    // QEMU emulates the AVR in software: on a busy machine its heartbeats (every 500 ms of the
    // board's time) can reach the link seconds late. The link here waits longer than serial-v1's
    // 3 s before calling the board silent, and the test waits longer than that again.
    const timing = { ...SERIAL_V1_TIMING, silenceMs: 8_000, commandTimeoutMs: 1_000 };
    const link = new BoardLink({ target: `tcp://127.0.0.1:${port}`, timing });
    try {
      await listening(port, 10_000);
      void link.run();
      await until(() => link.status().phase === 'connected', 'the link to connect', 15_000);
      expect(link.status()).toMatchObject({
        board: { id: 'CAMP-01', sockets: 9, caps: { presence: true, leds: true, buzzer: true }, fw: '1.0.0' },
        lineErrors: 0,
      });
      // QEMU wires no sensors: the positions are whatever the firmware makes of idle pins.
      expect(link.status().snapshot?.pos).toHaveLength(9);
      expect(link.status().snapshot?.pres).toHaveLength(9);
      // Longer than the silence limit: only heartbeats keep the board connected.
      await new Promise((resolve) => setTimeout(resolve, timing.silenceMs + 1_000));
      expect(link.status()).toMatchObject({ phase: 'connected', reconnects: 0, seqGaps: 0, lineErrors: 0 });
      expect(await link.buzz(100)).toEqual({ ok: true });
    } finally {
      await link.close();
      qemu.kill();
    }
  });
});
