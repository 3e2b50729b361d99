import { describe, expect, it } from 'vitest';
import { DEFAULT_BIND, DEFAULT_PORT, parseServeArgs } from '../../src-main/cli-args';

describe('serve arguments', () => {
  it('binds loopback on the default port unless asked otherwise', () => {
    expect(parseServeArgs([])).toEqual({
      ok: true,
      value: {
        port: DEFAULT_PORT,
        bindAddress: DEFAULT_BIND,
        openBrowser: false,
        dataDir: undefined,
        serial: null,
        // Not given: each game's rules say (the start-app test checks what a table is then told).
        openingSeconds: undefined,
        standInSeconds: 120,
        inspectionSeconds: undefined,
        handoverSeconds: undefined,
        botPace: 'normal',
        turnSeconds: null,
        testHooks: false,
      },
    });
    expect(DEFAULT_BIND).toBe('127.0.0.1');
    expect(parseServeArgs(['--test-hooks'])).toMatchObject({ value: { testHooks: true } });
  });

  it('paces the bots normal unless --bot-pace says off or slow, and names the choices otherwise', () => {
    expect(parseServeArgs(['--bot-pace', 'off'])).toMatchObject({ value: { botPace: 'off' } });
    expect(parseServeArgs(['--bot-pace', 'slow'])).toMatchObject({ value: { botPace: 'slow' } });
    expect(parseServeArgs(['--bot-pace', 'fast'])).toEqual({
      ok: false,
      error: '--bot-pace must be off, normal, slow, not "fast".',
    });
  });

  it('times turns only when asked: --turn-seconds S (5 to 3600) or off', () => {
    expect(parseServeArgs(['--turn-seconds', '90'])).toMatchObject({ value: { turnSeconds: 90 } });
    expect(parseServeArgs(['--turn-seconds', 'off'])).toMatchObject({ value: { turnSeconds: null } });
    for (const bad of ['4', '3601', '1.5', 'soon'])
      expect(parseServeArgs(['--turn-seconds', bad])).toEqual({
        ok: false,
        error: `--turn-seconds must be a whole number from 5 to 3600, or off, not "${bad}".`,
      });
  });

  it('connects a board by device path, auto or tcp://, at 115200 baud unless told', () => {
    expect(parseServeArgs(['--serial', '/dev/ttyACM0'])).toMatchObject({
      value: { serial: { target: '/dev/ttyACM0', baud: 115200 } },
    });
    expect(parseServeArgs(['--serial', 'auto', '--baud', '57600'])).toMatchObject({
      value: { serial: { target: 'auto', baud: 57600 } },
    });
    expect(parseServeArgs(['--serial', 'tcp://192.168.1.40:7777'])).toMatchObject({
      value: { serial: { target: 'tcp://192.168.1.40:7777' } },
    });
  });

  it('sets the opening play windows in whole seconds', () => {
    expect(parseServeArgs(['--opening-seconds', '3'])).toMatchObject({ value: { openingSeconds: 3 } });
  });

  it('sets the least time of an inspection dialog in seconds, fractions allowed', () => {
    expect(parseServeArgs(['--inspection-seconds', '0.3'])).toMatchObject({
      value: { inspectionSeconds: 0.3 },
    });
    expect(parseServeArgs(['--inspection-seconds', '10'])).toMatchObject({
      value: { inspectionSeconds: 10 },
    });
    expect(parseServeArgs(['--inspection-seconds', '0'])).toMatchObject({ value: { inspectionSeconds: 0 } });
  });

  it("sets the handover between opening windows in seconds, fractions allowed; the game's own unless asked", () => {
    expect(parseServeArgs(['--handover-seconds', '1.5'])).toMatchObject({ value: { handoverSeconds: 1.5 } });
    expect(parseServeArgs(['--handover-seconds', '0'])).toMatchObject({ value: { handoverSeconds: 0 } });
  });

  it('sets when a stand-in bot takes an abandoned seat, or never', () => {
    expect(parseServeArgs(['--stand-in-seconds', '30'])).toMatchObject({ value: { standInSeconds: 30 } });
    expect(parseServeArgs(['--stand-in-seconds', 'never'])).toMatchObject({
      value: { standInSeconds: null },
    });
  });

  it('opens to the LAN only when asked', () => {
    expect(parseServeArgs(['--lan'])).toMatchObject({ ok: true, value: { bindAddress: '0.0.0.0' } });
    expect(parseServeArgs(['--host', '192.168.1.20', '--port', '0'])).toMatchObject({
      ok: true,
      value: { bindAddress: '192.168.1.20', port: 0 },
    });
  });

  it.each([
    [['--port', 'abc'], '--port must be a whole number from 0 to 65535, not "abc".'],
    [['--port', '70000'], '--port must be a whole number from 0 to 65535, not "70000".'],
    [['--port=-1'], '--port must be a whole number from 0 to 65535, not "-1".'],
    [['--host', 'my laptop'], '--host must be an IP address such as 127.0.0.1 or 0.0.0.0, not "my laptop".'],
    [['--host', '127.0.0.1', '--lan'], 'Give either --host ADDR or --lan, not both.'],
    [['--baud', '9600'], '--baud applies to a board: give --serial PATH|auto|tcp://HOST:PORT too.'],
    [['--serial', 'auto', '--baud', 'fast'], '--baud must be a serial speed such as 115200, not "fast".'],
    [
      ['--serial', 'tcp://board'],
      '--serial tcp://board: a network board is tcp://HOST:PORT, such as tcp://192.168.1.40:7777.',
    ],
    [['--serial', 'tcp://board:99999'], expect.stringContaining('a network board is tcp://HOST:PORT')],
    [
      ['--stand-in-seconds', '2'],
      '--stand-in-seconds must be a whole number of at least 5, or never, not "2".',
    ],
    [['--opening-seconds', '0'], '--opening-seconds must be a whole number from 1 to 120, not "0".'],
    [
      ['--inspection-seconds', 'soon'],
      '--inspection-seconds must be a number of seconds from 0 to 60 (such as 3 or 0.5), not "soon".',
    ],
    [
      ['--inspection-seconds', '61'],
      '--inspection-seconds must be a number of seconds from 0 to 60 (such as 3 or 0.5), not "61".',
    ],
    [
      ['--inspection-seconds=-1'],
      '--inspection-seconds must be a number of seconds from 0 to 60 (such as 3 or 0.5), not "-1".',
    ],
    [
      ['--handover-seconds', '31'],
      '--handover-seconds must be a number of seconds from 0 to 30 (such as 3 or 1.5), not "31".',
    ],
    [
      ['--handover-seconds', 'brief'],
      '--handover-seconds must be a number of seconds from 0 to 30 (such as 3 or 1.5), not "brief".',
    ],
    [['--opening-seconds', '2.5'], '--opening-seconds must be a whole number from 1 to 120, not "2.5".'],
  ])('refuses %j with one clear line', (argv, message) => {
    expect(parseServeArgs(argv)).toEqual({ ok: false, error: message });
  });

  it.each([
    [['--prot', '80'], "'--prot'"],
    [['--port', '-1'], "'--port'"],
    [['extra'], "'extra'"],
  ])('names the problem in %j on one line and shows the usage', (argv, named) => {
    const outcome = parseServeArgs(argv);
    expect(outcome.ok).toBe(false);
    if (!outcome.ok) {
      expect(outcome.error).toContain(named);
      expect(outcome.error).toContain('Usage: serve');
      expect(outcome.error).not.toContain('\n');
    }
  });
});
