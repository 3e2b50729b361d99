import {
  checkFairDeal,
  err,
  type FairDealProblem,
  type FairDealVerdict,
  fingerprintOf,
  ok,
  type Result,
} from '../../engine/core';
import { readGameFile } from './game-file';
import { hostedGame, isRegisteredGame } from './games';

/** What a game file's check found, for a person to read (`npm run verify`). */
export interface GameFileCheck {
  /** The commitment the file's deal was sealed with, as screens showed it. */
  readonly sealed: string;
  readonly verdict: FairDealVerdict;
}

/**
 * Checks a game file's deal offline: its secret against its commitment, and the whole game
 * replayed to its end in this build's rules. Nobody's screen is here to compare with, so the
 * check gives the two fingerprints people compare instead: the commitment (seen before the deal)
 * and the game's record (seen at the end).
 */
export function checkGameFile(text: string): Result<GameFileCheck> {
  const file = readGameFile(text);
  if (!file.ok) return file;
  const { header, records } = file.value;
  if (header.deal.generator !== 'chacha20')
    return err(
      'no_fair_deal',
      header.deal.generator === 'chacha20-known'
        ? 'This game is a lesson: its deal is known to all, so there is nothing to check.'
        : 'This game was saved before tables sealed their deal: there is nothing to check it with.',
    );
  if (!isRegisteredGame(header.game))
    return {
      ok: false,
      error: { code: 'unknown_game', message: `This Safehouse does not have the game "${header.game}".` },
    };
  const deal = records.find((record) => record.t === 'deal');
  const proof = {
    game: header.game,
    options: header.options,
    secret: header.deal.secret,
    commitment: header.deal.commitment,
    contributions: deal?.t === 'deal' ? deal.contributions : [],
    actions: records.flatMap((record) =>
      record.t === 'action' ? [{ seat: record.seat, action: record.action }] : [],
    ),
  };
  const verdict = checkFairDeal(hostedGame(header.game).rules, proof, {
    commitment: header.deal.commitment,
    contributed: {},
    seen: {},
  });
  return ok({ sealed: fingerprintOf(header.deal.commitment), verdict });
}

/** A check's problem in English, for the command line. */
export function problemSentence(problem: FairDealProblem): string {
  switch (problem.kind) {
    case 'malformed':
      return 'the file does not hold a complete deal.';
    case 'commitment_changed':
      return 'the commitment is not the one shown at the start.';
    case 'wrong_secret':
      return 'the secret in the file does not match the commitment it was sealed with.';
    case 'contribution_left_out':
      return `the share of ${problem.seat}'s screen was left out of the deal.`;
    case 'setup_refused':
      return `the game's options are refused: ${problem.refusal.message}`;
    case 'action_refused':
      return `action ${problem.action} does not replay: ${problem.refusal.message}`;
    case 'not_over':
      return 'the actions in the file do not play the game to its end.';
    case 'log_differs':
      return `what ${problem.seat} was shown at log entry ${problem.entry + 1}${
        problem.action === null ? ', after the last action,' : ` (action ${problem.action})`
      } is not what the replay shows.`;
    case 'view_differs':
      return `what ${problem.seat} was shown at the end is not what the replay shows.`;
  }
}
