import type { DeductionReason } from '../../../engine/doubleagent';
import { joinList, t } from '../../i18n';

/** One of the deduction's reasons (`deduce().why`), worded in the current language. */
export function deductionReason(reason: DeductionReason): string {
  switch (reason.kind) {
    case 'cleared':
      return t('da.deduction.cleared', { players: joinList(reason.agents) });
    case 'opening':
      return t('da.deduction.opening', { entry: reason.sector, state: reason.found, sector: reason.opening });
    case 'contradiction':
      return t('da.deduction.noneFits', { entry: reason.sector, state: reason.found });
    case 'suspects':
      return t('da.deduction.oneOf', {
        entry: reason.sector,
        state: reason.found,
        players: joinList(reason.suspects),
      });
    case 'certain':
      return t('da.deduction.only', { player: reason.agent });
  }
}
