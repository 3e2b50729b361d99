import type { GameId } from '../../protocol/messages';
import { newerRulesSentence } from '../../protocol/newer-rules';
import { gameCatalogue, hostedGame } from './games';

/** Which version of its game's rules a save was played under. */
export interface SavedRules {
  readonly game: GameId;
  readonly version: number;
}

/**
 * Brings a save's header from one rules version to the next: typically it pins, in the header's
 * options, the old behaviour of whatever changed, so the save replays as it was played.
 */
export type RulesStep<H extends { rules: SavedRules; options: Record<string, unknown> }> = (header: H) => H;

export interface RulesBook {
  /** The newest rules version of each game this build plays. */
  readonly versions: Readonly<Record<GameId, number>>;
  /** Per game, the step from each older version to the next (key: the version it starts from). */
  readonly steps: Readonly<
    Record<
      GameId,
      Readonly<Record<number, RulesStep<{ rules: SavedRules; options: Record<string, unknown> }>>>
    >
  >;
}

/** This build's rules, from every registered game's `rulesVersion` and `rulesSteps`. */
export function rulesBook(): RulesBook {
  const ids = gameCatalogue().map((listing) => listing.id);
  return {
    versions: Object.fromEntries(ids.map((id) => [id, hostedGame(id).rulesVersion])),
    steps: Object.fromEntries(ids.map((id) => [id, hostedGame(id).rulesSteps ?? {}])),
  };
}

/** Why a save of a game this build has not registered is refused (game-file.ts knows it again). */
export const unplayedGameSentence = (game: GameId) =>
  `it is a game of "${game}", which this build does not play`;

/**
 * A header brought to this build's rules, or why not: rules newer than this build are refused
 * (replaying them here could give another game), and so is an older version with no step.
 */
export function migrateRules<H extends { game: GameId; rules: SavedRules; options: Record<string, unknown> }>(
  header: H,
  book: RulesBook = rulesBook(),
): H | string {
  const plays = book.versions[header.game];
  if (plays === undefined) return unplayedGameSentence(header.game);
  if (header.rules.game !== header.game)
    return `its header names the rules of ${header.rules.game} for a ${header.game} game`;
  if (header.rules.version > plays)
    return newerRulesSentence({ game: header.game, version: header.rules.version, plays });
  let migrated = header;
  while (migrated.rules.version < plays) {
    const from = migrated.rules.version;
    const step = book.steps[header.game]?.[from];
    if (!step) return `${header.game} rules version ${from} is not supported`;
    migrated = { ...(step(migrated) as H), rules: { game: header.game, version: from + 1 } };
  }
  return migrated;
}
