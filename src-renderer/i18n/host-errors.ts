import type { ErrorParams } from '../../engine/core';
import { gameFileRefusalOf } from '../../protocol/game-file-refusal';
import { saveFailureCause } from '../../protocol/save-failure';
import { en } from './en';
import { placeholders } from './interpolate';
import { isMessageKey, t, tKnown } from './translate';

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
  if (code === 'table_exists') {
    // The host names the table that holds the game: "… table K7M2QX."
    const table = /table (\S+)\.$/.exec(message)?.[1];
    if (table) return tKnown('error.table_exists', message, { code: table });
  }
  if (code === 'bad_game_file') {
    const refusal = gameFileRefusalOf(message);
    if (refusal?.cause === 'newer_rules') {
      const { game, version, plays } = refusal;
      return t('error.bad_game_file.newer_rules', {
        game: tKnown(`game.${game}.name`, game),
        version: String(version),
        plays: String(plays),
      });
    }
    if (refusal) {
      const { cause, ...params } = refusal;
      return tKnown(`error.bad_game_file.${cause}`, message, params);
    }
  }
  if (code === 'save_failed') {
    const cause = saveFailureCause(message);
    if (cause) return tKnown(`error.save_failed.${cause}`, message);
  }
  return codeText(code, message, params);
}

/**
 * `error.<code>` filled from the refusal's params, `{detail}` being the host's own sentence. A
 * message whose placeholders the params do not fill (an older host's refusal) is the host's text.
 */
function codeText(code: string, message: string, params: ErrorParams = {}): string {
  const key = `error.${code}`;
  if (!isMessageKey(key)) return message;
  const filled = { detail: message, ...params };
  if (placeholders(en[key]).some((name) => !Object.hasOwn(filled, name))) return message;
  return tKnown(key, message, filled);
}
