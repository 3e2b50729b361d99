import type { ErrorParams } from '../../engine/core';
import { en } from './en';
import { placeholders } from './interpolate';
import { isMessageKey, tKnown } from './translate';

/** A refusal as the host sends it (`{ type: 'error' }`). */
export interface HostRefusal {
  readonly code: string;
  readonly message: string;
  readonly params?: ErrorParams;
}

/** Notation the host's words name, the same in every language. */
const TARGET_FORMS = { auto: 'auto', tcp: 'tcp://HOST:PORT' };

/**
 * A host error in the current language. The host speaks English with a stable `code` (its own or a
 * game engine's) and the `params` its sentence names: known codes have a catalogue entry
 * `error.<code>`; any other code falls back to the host's own text.
 */
export function hostErrorText(code: string, message: string, params?: ErrorParams): string {
  if (code === 'bad_target') return tKnown('error.bad_target', message, TARGET_FORMS);
  return causeText(code, message, params) ?? codeText(code, message, params) ?? message;
}

/** A game file's or a save's refusal with a named cause has words of its own (`error.<code>.<cause>`). */
function causeText(code: string, message: string, params: ErrorParams | undefined): string | null {
  const cause = params?.cause;
  if ((code !== 'bad_game_file' && code !== 'save_failed') || typeof cause !== 'string') return null;
  const game = params?.game;
  const named = typeof game === 'string' ? { ...params, game: tKnown(`game.${game}.name`, game) } : params;
  return codeText(`${code}.${cause}`, message, named);
}

/**
 * `error.<code>` filled from the refusal's params, `{detail}` being the host's own sentence; null
 * for a code the catalogue lacks, or a message whose placeholders the params do not fill.
 */
function codeText(code: string, message: string, params: ErrorParams = {}): string | null {
  const key = `error.${code}`;
  if (!isMessageKey(key)) return null;
  const filled = { detail: message, ...params };
  if (placeholders(en[key]).some((name) => !Object.hasOwn(filled, name))) return null;
  return tKnown(key, message, filled);
}
