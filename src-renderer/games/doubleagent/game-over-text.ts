import type { DaEvent, DaView } from '../../../engine/doubleagent';
import { joinList, t } from '../../i18n';
import type { GameOverText } from '../../table/game-over-text';
import { daGameOver, type SabotageLine } from './game-over';
import { sectorName } from './places';

function sabotageText(view: DaView, s: SabotageLine): string {
  const sector = sectorName(view.board, s.sector);
  const found =
    s.foundBy.length > 0
      ? t('gameover.da.foundBy', { players: joinList(s.foundBy) })
      : t('gameover.da.notFound');
  if (s.opening) return t('gameover.da.sabotage.opening', { sector, found });
  if (s.round === null) return t('gameover.da.sabotage.unknown', { sector, found });
  return s.certain
    ? t('gameover.da.sabotage.round', { sector, round: s.round, found })
    : t('gameover.da.sabotage.byRound', { sector, round: s.round, found });
}

function whyText(winner: string | null, reason: string, off: number): string {
  switch (reason) {
    case 'accused':
      return t('gameover.da.accused', { winner: winner ?? '' });
    case 'escaped':
      return t('gameover.da.escaped', { count: off });
    case 'noSecurityAgentLeft':
      return t('gameover.da.noSecurityAgentLeft');
    default:
      return t('gameover.da.maxRounds');
  }
}

/** The Double Agent summary in words, from the seat's own view and log; null until the game is over. */
export function daGameOverText(view: DaView, log: readonly unknown[]): GameOverText | null {
  const s = daGameOver(view, log as DaEvent[]);
  if (!s) return null;
  return {
    headline: s.winner === null ? t('gameover.draw') : t('gameover.wins', { winner: s.winner }),
    lines: [
      whyText(s.winner, s.reason, s.sabotages.length),
      s.doubleAgent === null
        ? t('gameover.da.noDoubleAgent')
        : t('gameover.da.doubleAgent', { player: s.doubleAgent }),
      s.opening === null
        ? t('gameover.da.noOpening')
        : t('gameover.da.openingLine', { sector: sectorName(view.board, s.opening) }),
    ],
    sections: [
      {
        id: 'sabotages',
        title: t('gameover.da.sabotages'),
        items: s.sabotages.map((line) => ({ text: sabotageText(view, line) })),
        empty: t('gameover.da.noSabotages'),
      },
      {
        id: 'accusations',
        title: t('gameover.da.accusations'),
        items: s.accusations.map((a) => ({
          text: a.correct
            ? t('gameover.da.accusation.right', { round: a.round, by: a.by, target: a.target })
            : t('gameover.da.accusation.wrong', { round: a.round, by: a.by, target: a.target }),
        })),
        empty: t('gameover.da.noAccusations'),
      },
    ],
  };
}
