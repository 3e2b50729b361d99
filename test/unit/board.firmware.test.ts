import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const FIRMWARE = path.join(ROOT, 'firmware');

const ATMEGA328P_FLASH = 32 * 1024;
/** The largest bootloader of the Uno/Nano family (the old Nano one): 2 KiB of flash are not ours. */
const BOOTLOADER = 2 * 1024;
const ATMEGA328P_RAM = 2 * 1024;
/** Static RAM must leave room for the stack (a few nested calls with a 97-byte line buffer). */
const STACK_RESERVE = 512;

function run(command: string, args: string[]) {
  const result = spawnSync(command, args, { cwd: ROOT, encoding: 'utf8', timeout: 120_000 });
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
  }, 120_000);

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
  }, 120_000);
});
