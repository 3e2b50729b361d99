import { isIP } from 'node:net';
import { parseArgs } from 'node:util';
import { ok, type Result } from '../engine/core';
import { BOT_PACES, type BotPace } from '../protocol/messages';
import { parseTcpTarget } from './games/doubleagent/board/tcp-target';

export const DEFAULT_PORT = 4810;
export const DEFAULT_BIND = '127.0.0.1';

/**
 * How long the host waits at each timed step: the CLI's flags, and the same defaults for the app.
 * Where a step is a game's own (undefined here), each game's rules give its length.
 */
export interface HostTiming {
  /** Length of each private window of an opening play (the Double Agent's, B5: 15 s). */
  readonly openingSeconds: number | undefined;
  /** After how long without a screen a person's seat gets a stand-in bot; null never. */
  readonly standInSeconds: number | null;
  /** The least time a Double Agent inspection dialog stays open, for every role alike (B7.3: 3 s). */
  readonly inspectionSeconds: number | undefined;
  /** The pause between two windows of an opening play, while the screen changes hands (3 s). */
  readonly handoverSeconds: number | undefined;
  /** How fast bots' moves are played at tables that do not say: normal unless `--bot-pace off|slow`. */
  readonly botPace: BotPace;
  /** The optional turn timer: after this long a person's turn plays its no-effect default; null off. */
  readonly turnSeconds: number | null;
}

export interface ServeArgs extends HostTiming {
  readonly port: number;
  readonly bindAddress: string;
  readonly openBrowser: boolean;
  /** Folder for saved tables; undefined means the platform default. */
  readonly dataDir: string | undefined;
  /** A physical Double Agent board: a serial device path, `auto`, or `tcp://HOST:PORT`. */
  readonly serial: { readonly target: string; readonly baud: number } | null;
  /**
   * For the e2e suite only (left out of the usage line): lets the host machine's own requests
   * hold a seat's opening windows open until it has chosen (POST /api/test/opening-hold).
   */
  readonly testHooks: boolean;
}

const USAGE =
  'Usage: serve [--port N] [--host ADDR | --lan] [--open] [--data DIR] [--serial PATH|auto|tcp://HOST:PORT [--baud N]] [--opening-seconds S] [--stand-in-seconds S|never] [--inspection-seconds S] [--handover-seconds S] [--bot-pace off|normal|slow] [--turn-seconds S|off]';
const DEFAULT_BAUD = 115200;
export const DEFAULT_STAND_IN_SECONDS = 120;
const MAX_INSPECTION_SECONDS = 60;
const MAX_HANDOVER_SECONDS = 30;
const MIN_TURN_SECONDS = 5;
const MAX_TURN_SECONDS = 3600;

/** Seconds such as 3 or 0.5, from 0 to `max`; undefined when `value` is not one. */
function secondsIn(value: string, max: number): number | undefined {
  return /^\d{1,2}(\.\d{1,2})?$/.test(value) && Number(value) <= max ? Number(value) : undefined;
}

/** The options, or one line that says what to type instead. */
export type ArgsOutcome = Result<ServeArgs, string>;

/** Reads `serve` options; every mistake gets one line that says what to type instead. */
export function parseServeArgs(argv: readonly string[]): ArgsOutcome {
  let values: {
    port?: string;
    host?: string;
    lan?: boolean;
    open?: boolean;
    data?: string;
    serial?: string;
    baud?: string;
    'opening-seconds'?: string;
    'test-hooks'?: boolean;
    'stand-in-seconds'?: string;
    'inspection-seconds'?: string;
    'handover-seconds'?: string;
    'bot-pace'?: string;
    'turn-seconds'?: string;
  };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        lan: { type: 'boolean' },
        open: { type: 'boolean' },
        data: { type: 'string' },
        serial: { type: 'string' },
        baud: { type: 'string' },
        'opening-seconds': { type: 'string' },
        'stand-in-seconds': { type: 'string' },
        'inspection-seconds': { type: 'string' },
        'handover-seconds': { type: 'string' },
        'bot-pace': { type: 'string' },
        'turn-seconds': { type: 'string' },
        'test-hooks': { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    return {
      ok: false,
      error: `${reason.replace(/\.$/, '')}. ${USAGE}`,
    };
  }
  let port = DEFAULT_PORT;
  if (values.port !== undefined) {
    if (!/^\d{1,5}$/.test(values.port) || Number(values.port) > 65535) {
      return { ok: false, error: `--port must be a whole number from 0 to 65535, not "${values.port}".` };
    }
    port = Number(values.port);
  }
  if (values.host !== undefined && values.lan) {
    return { ok: false, error: 'Give either --host ADDR or --lan, not both.' };
  }
  let bindAddress = values.lan ? '0.0.0.0' : DEFAULT_BIND;
  if (values.host !== undefined) {
    if (values.host !== 'localhost' && isIP(values.host) === 0) {
      return {
        ok: false,
        error: `--host must be an IP address such as 127.0.0.1 or 0.0.0.0, not "${values.host}".`,
      };
    }
    bindAddress = values.host;
  }
  if (values.data !== undefined && values.data.trim() === '')
    return { ok: false, error: '--data needs a folder.' };
  const serial = parseSerial(values.serial, values.baud);
  if (!serial.ok) return serial;
  const opening = values['opening-seconds'];
  if (opening !== undefined && (!/^\d{1,3}$/.test(opening) || Number(opening) < 1 || Number(opening) > 120))
    return {
      ok: false,
      error: `--opening-seconds must be a whole number from 1 to 120, not "${opening}".`,
    };
  const standIn = values['stand-in-seconds'];
  if (standIn !== undefined && standIn !== 'never' && (!/^\d{1,5}$/.test(standIn) || Number(standIn) < 5))
    return {
      ok: false,
      error: `--stand-in-seconds must be a whole number of at least 5, or never, not "${standIn}".`,
    };
  const inspection = values['inspection-seconds'];
  if (inspection !== undefined && secondsIn(inspection, MAX_INSPECTION_SECONDS) === undefined)
    return {
      ok: false,
      error: `--inspection-seconds must be a number of seconds from 0 to ${MAX_INSPECTION_SECONDS} (such as 3 or 0.5), not "${inspection}".`,
    };
  const handover = values['handover-seconds'];
  if (handover !== undefined && secondsIn(handover, MAX_HANDOVER_SECONDS) === undefined)
    return {
      ok: false,
      error: `--handover-seconds must be a number of seconds from 0 to ${MAX_HANDOVER_SECONDS} (such as 3 or 1.5), not "${handover}".`,
    };
  const botPace = values['bot-pace'] ?? 'normal';
  if (!(BOT_PACES as readonly string[]).includes(botPace))
    return { ok: false, error: `--bot-pace must be ${BOT_PACES.join(', ')}, not "${botPace}".` };
  const turn = values['turn-seconds'];
  if (
    turn !== undefined &&
    turn !== 'off' &&
    (!/^\d{1,4}$/.test(turn) || Number(turn) < MIN_TURN_SECONDS || Number(turn) > MAX_TURN_SECONDS)
  )
    return {
      ok: false,
      error: `--turn-seconds must be a whole number from ${MIN_TURN_SECONDS} to ${MAX_TURN_SECONDS}, or off, not "${turn}".`,
    };
  return ok({
    port,
    bindAddress,
    openBrowser: values.open ?? false,
    dataDir: values.data,
    serial: serial.value,
    openingSeconds: opening === undefined ? undefined : Number(opening),
    standInSeconds:
      standIn === undefined ? DEFAULT_STAND_IN_SECONDS : standIn === 'never' ? null : Number(standIn),
    inspectionSeconds: inspection === undefined ? undefined : Number(inspection),
    handoverSeconds: handover === undefined ? undefined : Number(handover),
    botPace: botPace as BotPace,
    turnSeconds: turn === undefined || turn === 'off' ? null : Number(turn),
    testHooks: values['test-hooks'] ?? false,
  });
}

function parseSerial(
  target: string | undefined,
  baud: string | undefined,
): Result<ServeArgs['serial'], string> {
  if (target === undefined) {
    return baud === undefined
      ? { ok: true, value: null }
      : { ok: false, error: '--baud applies to a board: give --serial PATH|auto|tcp://HOST:PORT too.' };
  }
  if (target.trim() === '')
    return {
      ok: false,
      error: '--serial needs a device path (such as /dev/ttyACM0 or COM3), auto, or tcp://HOST:PORT.',
    };
  if (target.startsWith('tcp://') && !parseTcpTarget(target))
    return {
      ok: false,
      error: `--serial ${target}: a network board is tcp://HOST:PORT, such as tcp://192.168.1.40:7777.`,
    };
  if (baud !== undefined && (!/^\d{3,7}$/.test(baud) || Number(baud) < 300 || Number(baud) > 4_000_000))
    return { ok: false, error: `--baud must be a serial speed such as 115200, not "${baud}".` };
  return { ok: true, value: { target, baud: baud === undefined ? DEFAULT_BAUD : Number(baud) } };
}
