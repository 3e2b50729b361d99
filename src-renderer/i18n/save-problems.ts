import { newerRulesOf, newerRulesSentence } from '../../protocol/newer-rules';
import { t, tKnown } from './translate';

const NEWER_FORMAT =
  /^(.+?): it was written by a newer Safehouse \(save format (\d+); this one reads up to (\d+)\)\.$/;
const PROBLEM = /^(.+?): (.*)\.$/;

/**
 * A line of the lobby's "could not be loaded" list (the host's words, "<file>: <reason>."), in the
 * current language when it is a save this Safehouse is too old for; any other in the host's words.
 */
export function saveProblemText(line: string): string {
  const format = NEWER_FORMAT.exec(line);
  if (format)
    return t('lobby.saves.newerFormat', { file: format[1]!, format: format[2]!, reads: format[3]! });
  const problem = PROBLEM.exec(line);
  const rules = problem && newerRulesOf(problem[2]!);
  if (rules && newerRulesSentence(rules) === problem[2]) {
    return t('lobby.saves.newerRules', {
      file: problem[1]!,
      game: tKnown(`game.${rules.game}.name`, rules.game),
      version: String(rules.version),
      plays: String(rules.plays),
    });
  }
  return line;
}
