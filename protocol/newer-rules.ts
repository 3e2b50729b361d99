import type { GameId } from './messages';

/**
 * A save (or game file) played under a newer version of a game's rules than this Safehouse has:
 * it would replay differently here, so it is refused and left as it is. The host words it from
 * here. A game file's refusal carries these as params; the lobby's list of unloaded saves (plain
 * lines) is read back by a screen to say it in its own language.
 */
export type NewerRules = {
  readonly game: GameId;
  /** The rules version the save records. */
  readonly version: number;
  /** The newest rules version of that game this Safehouse plays. */
  readonly plays: number;
};

/**
 * The host's words, after "<file>: " (no final stop: the caller ends the sentence). The game is
 * named by its id, which a screen turns into the game's name in its own language.
 */
export function newerRulesSentence({ game, version, plays }: NewerRules): string {
  return `it was played under newer ${game} rules (rules version ${version}; this Safehouse plays up to ${plays})`;
}

const SENTENCE =
  /it was played under newer (\S+) rules \(rules version (\d+); this Safehouse plays up to (\d+)\)/;

/** The newer-rules refusal somewhere in `text` (the host's words), or null. */
export function newerRulesOf(text: string): NewerRules | null {
  const found = SENTENCE.exec(text);
  if (!found) return null;
  return { game: found[1]!, version: Number(found[2]), plays: Number(found[3]) };
}
