import { type NewerRules, newerRulesSentence } from './newer-rules';

/**
 * Why the host refused a game file (error code `bad_game_file`). The host words its message from
 * here and sends the refusal itself as the error's params, for a screen to say it in its own
 * language. Details only the host knows (an engine's reason, a journal problem) stay in its words.
 */
export type GameFileRefusal =
  | { readonly cause: 'empty' | 'cut_off' | 'has_claims' | 'out_of_order' | 'unknown_game' }
  | { readonly cause: 'too_big'; readonly mib: number }
  | { readonly cause: 'newer'; readonly format: number; readonly reads: number }
  | ({ readonly cause: 'newer_rules' } & NewerRules)
  | { readonly cause: 'not_json' | 'not_record'; readonly line: number }
  | { readonly cause: 'not_replaying'; readonly record: number; readonly reason: string }
  /** Anything else in the file that is not a Safehouse game, or a damage the host names. */
  | { readonly cause: 'unreadable' | 'damaged'; readonly reason: string };

export type GameFileRefusalCause = GameFileRefusal['cause'];

const UNREADABLE = 'The file is not a game Safehouse can read: ';
const DAMAGED = 'The file is damaged: ';

/** The host's sentence for a refusal. */
export function gameFileRefusalSentence(refusal: GameFileRefusal): string {
  switch (refusal.cause) {
    case 'empty':
      return 'The file is empty.';
    case 'cut_off':
      return `${DAMAGED}it ends in the middle of a record.`;
    case 'has_claims':
      return 'The file is not a game file: it holds seat claims (a save from a data folder?).';
    case 'out_of_order':
      return 'The file arrived out of order; pick it again.';
    case 'unknown_game':
      return `${UNREADABLE}it is for a game this Safehouse does not have.`;
    case 'too_big':
      return `The file is over ${refusal.mib} MiB: it is not a Safehouse game.`;
    case 'newer':
      return `${UNREADABLE}it was written by a newer Safehouse (save format ${refusal.format}; this one reads up to ${refusal.reads}).`;
    case 'newer_rules':
      return `${UNREADABLE}${newerRulesSentence(refusal)}.`;
    case 'not_json':
      return `${UNREADABLE}line ${refusal.line} is not valid JSON.`;
    case 'not_record':
      return `${UNREADABLE}line ${refusal.line} is not a game record.`;
    case 'not_replaying':
      return `${DAMAGED}record ${refusal.record} does not replay: ${refusal.reason}`;
    case 'unreadable':
      return `${UNREADABLE}${refusal.reason}`;
    case 'damaged':
      return `${DAMAGED}${refusal.reason}`;
  }
}
