import { joinList, t } from '../i18n';
import type { NoticeMessage } from './notices';

/**
 * A notice in words. `sectorName` turns a sector id into the name the Double Agent screen uses
 * (the id itself when no board is known yet).
 */
export function noticeText(
  notice: Pick<NoticeMessage, 'code' | 'params'>,
  sectorName: (id: string) => string,
): string {
  const { params } = notice;
  const sector = sectorName(params.sector ?? '');
  switch (notice.code) {
    case 'board-check':
      return t('notice.boardCheck', { sector });
    case 'board-changed-while-away': {
      const sectors = (params.sectors ?? '').split(',').filter((id) => id.length > 0);
      return t('notice.boardChangedWhileAway', { sectors: joinList(sectors.map(sectorName)) });
    }
    case 'board-rule-turned-on':
      return t('notice.boardRuleTurnedOn', { sector });
    case 'board-rule-left-changed':
      return t('notice.boardRuleLeftChanged', { sector });
    case 'board-paused':
      return t('notice.boardPaused', { sector });
    case 'board-lost':
      return t('notice.boardLost');
    case 'board-back':
      return t('notice.boardBack');
    case 'seat-bot':
      return t('notice.seatBot', { seat: params.seat ?? '' });
    case 'seat-back':
      return t('notice.seatBack', { seat: params.seat ?? '' });
    case 'opening-absent':
      return t('notice.openingAbsent', { seat: params.seat ?? '' });
    case 'seat-taken-over':
      return t('notice.seatTakenOver', { seat: params.seat ?? '' });
    case 'seat-moved':
      return t('notice.seatMoved', { seat: params.seat ?? '' });
    case 'turn-timeout':
      return t('notice.turnTimeout', { seat: params.seat ?? '' });
    case 'think-time-up':
      return t('notice.thinkTimeUp', { seat: params.seat ?? '' });
    default:
      return t('notice.unknown');
  }
}
