import {
  type FairDealProblem,
  type FairDealProof,
  type FairDealVerdict,
  fingerprintOf,
  type Refusal,
  TABLE_SEAT,
} from '../../engine/core';
import type { DealSummary, TableSummary } from '../../protocol/messages';
import { joinList, t, tn } from '../i18n';
import { hostErrorText } from '../i18n/host-errors';

/**
 * Where a screen stands with its check of the deal (docs/screens.md, "The fair deal"), decided
 * here from what it holds; the components only draw it.
 */
export type DealCheck =
  /** The game goes on (or this is not a game's end): nothing to say yet. */
  | { readonly kind: 'none' }
  /** A lesson's deal, known to all. */
  | { readonly kind: 'known' }
  /** An older save, never sealed. */
  | { readonly kind: 'seeded' }
  /** This screen does not have the game's rules (a newer host's game). */
  | { readonly kind: 'noRules' }
  /** Over, and the host has not revealed the deal yet. */
  | { readonly kind: 'awaiting' }
  /** Over, and the host has still not revealed the deal after `PROOF_WAIT_SECONDS`. */
  | { readonly kind: 'withheld' }
  /** The proof is in; the game is being replayed on this device. */
  | { readonly kind: 'checking' }
  | { readonly kind: 'checked'; readonly verdict: FairDealVerdict; readonly commitment: string };

export interface DealCheckInput {
  /** The table's deal, as its summary says (absent from an older host). */
  readonly deal: DealSummary | undefined;
  /** The game is over on this screen. */
  readonly over: boolean;
  readonly hasRules: boolean;
  readonly proof: FairDealProof | null;
  /** The wait for the proof ran out (`PROOF_WAIT_SECONDS` after the end). */
  readonly overdue: boolean;
  /** The verdict on `proof`, once the check has run. */
  readonly verdict: { readonly proof: FairDealProof; readonly verdict: FairDealVerdict } | null;
}

/**
 * How long after the end a screen waits for the host's proof before it says the deal is withheld.
 * An honest host sends it with the final frame; this leaves room for a slow link or a reconnect.
 */
export const PROOF_WAIT_SECONDS = 30;

export function dealCheckOf({ deal, over, hasRules, proof, overdue, verdict }: DealCheckInput): DealCheck {
  if (!over || deal === undefined) return { kind: 'none' };
  if (deal.kind === 'known') return { kind: 'known' };
  if (deal.kind === 'seeded') return { kind: 'seeded' };
  if (!hasRules) return { kind: 'noRules' };
  if (proof === null) return overdue ? { kind: 'withheld' } : { kind: 'awaiting' };
  if (verdict === null || verdict.proof !== proof) return { kind: 'checking' };
  return { kind: 'checked', verdict: verdict.verdict, commitment: proof.commitment };
}

/** Whether the screen should run the check now: the proof is in and not checked yet. */
export const dealCheckDue = (check: DealCheck): boolean => check.kind === 'checking';

/**
 * What every screen shows of a table's deal from its first frame (lobby, join page, header): a
 * label, and for a sealed deal the commitment's fingerprint people compare across screens.
 */
export function dealSeal(
  deal: DealSummary | undefined,
): { readonly label: string; readonly fingerprint: string | null } | null {
  if (deal === undefined) return null;
  switch (deal.kind) {
    case 'fair':
      return { label: t('deal.sealed'), fingerprint: fingerprintOf(deal.commitment) };
    case 'known':
      return { label: t('deal.known'), fingerprint: null };
    case 'seeded':
      return { label: t('deal.seeded'), fingerprint: null };
  }
}

/** Whether the table's game waits for its seats before it is dealt. */
export const awaitsDeal = (summary: TableSummary | null): boolean =>
  summary?.deal?.kind === 'fair' && !summary.deal.dealt;

/** The wait for the deal: which seats are still free, and which are taken by a screen not back yet. */
export function dealWaitLines(summary: TableSummary): string[] {
  const free = summary.seats.filter((seat) => !seat.taken && seat.bot === null).map((seat) => seat.seat);
  const away = summary.seats
    .filter((seat) => seat.taken && !seat.connected && seat.bot === null)
    .map((seat) => seat.seat);
  const lines: string[] = [];
  if (free.length > 0) lines.push(t('deal.waitFree', { seats: joinList(free) }));
  if (away.length > 0) lines.push(t('deal.waitAway', { seats: joinList(away) }));
  if (lines.length === 0) lines.push(t('deal.waitDealing'));
  return lines;
}

/** The engine's refusal in this screen's language where it has the words, in the engine's English otherwise. */
const refusalText = (refusal: Refusal): string =>
  t('deal.problem.reason', { reason: hostErrorText(refusal.code, refusal.message, refusal.params) });

/** One sentence per kind of problem, naming what it names; a refusal's reason (the engine's words) apart. */
export function dealProblemText(problem: FairDealProblem): { sentence: string; reason: string | null } {
  const plain = (sentence: string) => ({ sentence, reason: null });
  switch (problem.kind) {
    case 'malformed':
      return plain(t('deal.problem.malformed'));
    case 'commitment_changed':
      return plain(t('deal.problem.commitmentChanged'));
    case 'wrong_secret':
      return plain(t('deal.problem.wrongSecret'));
    case 'contribution_left_out':
      return plain(t('deal.problem.contributionLeftOut', { seat: problem.seat }));
    case 'setup_refused':
      return { sentence: t('deal.problem.setupRefused'), reason: refusalText(problem.refusal) };
    case 'action_refused':
      return {
        sentence: t('deal.problem.actionRefused', { action: problem.action }),
        reason: refusalText(problem.refusal),
      };
    case 'not_over':
      return plain(t('deal.problem.notOver'));
    case 'log_differs': {
      // The check counts entries from 0; people count from 1.
      const entry = problem.entry + 1;
      const where =
        problem.action === null
          ? t('deal.problem.afterLastAction')
          : t('deal.problem.atAction', { action: problem.action });
      return plain(
        problem.seat === TABLE_SEAT
          ? t('deal.problem.logDiffersTable', { entry, where })
          : t('deal.problem.logDiffers', { seat: problem.seat, entry, where }),
      );
    }
    case 'view_differs':
      return plain(
        problem.seat === TABLE_SEAT
          ? t('deal.problem.viewDiffersTable')
          : t('deal.problem.viewDiffers', { seat: problem.seat }),
      );
  }
}

/** How a check reads: its tone (for the drawing), its headline and the lines under it. */
export interface DealCheckWords {
  readonly tone: 'ok' | 'problem' | 'neutral' | 'pending';
  readonly headline: string;
  readonly lines: readonly string[];
}

/**
 * The words for a check; null when there is nothing to say. `replay`: the host machine's replay,
 * which holds the host to the table's commitment only (it was shown no seat of its own).
 */
export function dealCheckWords(check: DealCheck, { replay = false } = {}): DealCheckWords | null {
  switch (check.kind) {
    case 'none':
      return null;
    case 'known':
      return { tone: 'neutral', headline: t('deal.check.known'), lines: [] };
    case 'seeded':
      return { tone: 'neutral', headline: t('deal.check.seeded'), lines: [] };
    case 'noRules':
      return { tone: 'neutral', headline: t('deal.check.noRules'), lines: [] };
    case 'awaiting':
      return { tone: 'pending', headline: t('deal.check.awaiting'), lines: [] };
    case 'withheld':
      return {
        tone: 'problem',
        headline: t('deal.check.withheld'),
        lines: [t('deal.check.withheldDetail', { seconds: PROOF_WAIT_SECONDS })],
      };
    case 'checking':
      return { tone: 'pending', headline: t('deal.check.checking'), lines: [] };
    case 'checked': {
      const { verdict } = check;
      if (verdict.ok) {
        const params = { fingerprint: fingerprintOf(check.commitment) };
        const detail = replay
          ? tn('deal.check.okReplay', verdict.actions, params)
          : tn('deal.check.okDetail', verdict.actions, params);
        // The game's record (a hash of the whole public log) is for people to compare across screens.
        const record = t('deal.check.record', { record: fingerprintOf(verdict.record) });
        return { tone: 'ok', headline: t('deal.check.ok'), lines: [detail, record] };
      }
      const { sentence, reason } = dealProblemText(verdict.problem);
      return {
        tone: 'problem',
        headline: t('deal.check.failed'),
        lines: reason ? [sentence, reason] : [sentence],
      };
    }
  }
}
