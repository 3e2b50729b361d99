import { gameFileRefusalOf } from '../../protocol/game-file-refusal';
import { saveFailureCause } from '../../protocol/save-failure';
import { t, tKnown } from './translate';

/**
 * Host errors whose text carries details the screen cannot rebuild (a reason from the engine or
 * the operating system): the translation gives the gist and quotes the host's words as `{detail}`.
 */
const WITH_DETAIL = new Set([
  'lan_failed',
  'bad_options',
  'bad_save',
  'bad_message',
  'bad_mapping',
  'ports_failed',
  'save_failed',
  'delete_failed',
  'bad_game_file',
]);
/** Notation the host's words name, the same in every language. */
const TARGET_FORMS = { auto: 'auto', tcp: 'tcp://HOST:PORT' };

/**
 * A host error in the current language. The host speaks English with a stable `code`: known codes
 * have a catalogue entry `error.<code>`; any other code falls back to the host's own text.
 */
export function hostErrorText(code: string, message: string): string {
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
  return tKnown(`error.${code}`, message, WITH_DETAIL.has(code) ? { detail: message } : undefined);
}
