import type { DaAction, DaView } from '../../doubleagent';
import type { Bot } from '../bot';
import { BotRandom } from '../random';
import { type DoubleAgentTuning, doubleAgentAction } from './double-agent';
import { type SecurityTuning, securityAction } from './security';

/**
 * The Double Agent bot: it plays whichever role its view shows — the Security Agent's deduction
 * plan or the double agent's sabotage plan. Rolls and other single-choice steps are immediate.
 */
export function planningBot(
  tuning: { security?: SecurityTuning; doubleAgent?: DoubleAgentTuning } = {},
): Bot<DaView, DaAction> {
  return {
    name: 'planner',
    decide(view, legal, context) {
      if (legal.length === 1) return legal[0]!;
      const rand = new BotRandom(context.seed);
      const role = view.you?.role;
      if (role === 'doubleAgent') return doubleAgentAction(view, legal, rand, tuning.doubleAgent);
      if (role === 'security') {
        // The opening looks the same for every role: a Security Agent clicks a sector too.
        if (view.phase.kind === 'opening')
          return rand.pick(legal.filter((a) => a.type === 'opening' && a.sector !== null));
        return securityAction(view, legal, rand, tuning.security);
      }
      return rand.pick(legal);
    },
  };
}
