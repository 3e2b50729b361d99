import type { ColdWarEvent, ColdWarView } from '../../../engine/coldwar';
import { t } from '../../i18n';
import type { GameOverText } from '../../table/game-over-text';
import { type ClaimLine, coldWarGameOver } from './game-over';
import { agentName, objectiveName } from './names';

function claimText(c: ClaimLine): string {
  const params = { turn: c.turn, side: c.side, objective: objectiveName(c.objective), vp: c.vp };
  switch (c.how) {
    case 'struggle':
      return t('gameover.cw.claim.struggle', params);
    case 'swap':
      return t('gameover.cw.claim.swap', params);
    case 'bottom':
      return t('gameover.cw.claim.bottom', params);
  }
}

/** The Cold War summary in words, from the seat's own final view and log; null while the game goes on. */
export function coldWarGameOverText(view: ColdWarView, log: readonly unknown[]): GameOverText | null {
  const s = coldWarGameOver(view, log as ColdWarEvent[]);
  if (!s) return null;
  const turn = s.decidingTurn;
  const why =
    s.reason === 'threshold'
      ? t('gameover.cw.threshold', { side: s.winner ?? '', threshold: s.threshold, turn })
      : s.winner === null
        ? t('gameover.cw.noObjectivesDraw', { turn })
        : t('gameover.cw.noObjectives', { turn });
  return {
    headline: s.winner === null ? t('gameover.draw') : t('gameover.wins', { winner: s.winner }),
    lines: [why, t('gameover.cw.score', { cia: s.vp.CIA, kgb: s.vp.KGB })],
    sections: [
      {
        id: 'claims',
        title: t('gameover.cw.claims'),
        items: s.claims.map((c) => ({ text: claimText(c), deciding: c.turn === turn })),
        empty: t('gameover.cw.noClaims'),
      },
      {
        id: 'events',
        title: t('gameover.cw.events'),
        items: s.events.map((e) => ({
          text: t('gameover.cw.event', {
            turn: e.turn,
            side: e.side,
            event: objectiveName(e.event),
            vp: e.vp,
          }),
        })),
        empty: t('gameover.cw.noEvents'),
      },
      {
        id: 'agents',
        title: t('gameover.cw.agentsLost'),
        items: s.agentsLost.map((a) => {
          const params = { turn: a.turn, side: a.side, agent: agentName(a.agent) };
          return {
            text:
              a.cause === 'assassin'
                ? t('gameover.cw.lost.assassin', params)
                : t('gameover.cw.lost.civilDisorder', params),
          };
        }),
        empty: t('gameover.cw.noAgentsLost'),
      },
    ],
  };
}
