import { type ColdWarAction, type ColdWarView, OBJECTIVES } from '../../coldwar';
import type { ColdWarBot } from './bots';

/** How far below the objective's Stability the trainer stops recruiting: it never risks disorder. */
const TRAINER_MARGIN = 3;

const STABILITY: Readonly<Record<string, number>> = Object.fromEntries(
  OBJECTIVES.map((o) => [o.id, o.stability]),
);

function ownInfluence(view: ColdWarView): number {
  return view.seat === 'CIA' || view.seat === 'KGB' ? view.sides[view.seat].influence : 0;
}

/**
 * The guided game's opponent: simple and the same every time, so a lesson plays out as written.
 * It recruits until its Influence is within TRAINER_MARGIN of the objective's Stability, then
 * passes; it never activates a group and declines every event; any other decision takes the
 * first legal choice. It uses no randomness at all (the seed is ignored).
 */
export function trainerBot(): ColdWarBot {
  return {
    name: 'trainer',
    decide(view, legal) {
      const of = (type: ColdWarAction['type']) => legal.find((a) => a.type === type);
      const recruit = of('recruit');
      const pass = of('pass');
      if (recruit !== undefined || pass !== undefined) {
        const stability = view.objective === null ? 0 : (STABILITY[view.objective] ?? 0);
        const wantsMore = ownInfluence(view) < stability - TRAINER_MARGIN;
        const choice = wantsMore ? (recruit ?? pass) : (pass ?? recruit);
        if (choice !== undefined) return choice;
      }
      return of('declineEvent') ?? legal.find((a) => a.type !== 'activate') ?? legal[0]!;
    },
  };
}
