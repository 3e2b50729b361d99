import { isIP } from 'node:net';
import { parseArgs } from 'node:util';

export const DEFAULT_PORT = 4810;
export const DEFAULT_BIND = '127.0.0.1';

export interface ServeArgs {
  readonly port: number;
  readonly bindAddress: string;
  readonly openBrowser: boolean;
  /** Folder for saved tables; undefined means the platform default. */
  readonly dataDir: string | undefined;
}

export type ArgsOutcome = { ok: true; args: ServeArgs } | { ok: false; message: string };

/** Reads `serve` options; every mistake gets one line that says what to type instead. */
export function parseServeArgs(argv: readonly string[]): ArgsOutcome {
  let values: { port?: string; host?: string; lan?: boolean; open?: boolean; data?: string };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        lan: { type: 'boolean' },
        open: { type: 'boolean' },
        data: { type: 'string' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? '';
    return {
      ok: false,
      message: `${reason.replace(/\.$/, '')}. Usage: serve [--port N] [--host ADDR | --lan] [--open] [--data DIR]`,
    };
  }
  let port = DEFAULT_PORT;
  if (values.port !== undefined) {
    if (!/^\d{1,5}$/.test(values.port) || Number(values.port) > 65535) {
      return { ok: false, message: `--port must be a whole number from 0 to 65535, not "${values.port}".` };
    }
    port = Number(values.port);
  }
  if (values.host !== undefined && values.lan) {
    return { ok: false, message: 'Give either --host ADDR or --lan, not both.' };
  }
  let bindAddress = values.lan ? '0.0.0.0' : DEFAULT_BIND;
  if (values.host !== undefined) {
    if (values.host !== 'localhost' && isIP(values.host) === 0) {
      return {
        ok: false,
        message: `--host must be an IP address such as 127.0.0.1 or 0.0.0.0, not "${values.host}".`,
      };
    }
    bindAddress = values.host;
  }
  if (values.data !== undefined && values.data.trim() === '')
    return { ok: false, message: '--data needs a folder.' };
  return { ok: true, args: { port, bindAddress, openBrowser: values.open ?? false, dataDir: values.data } };
}
