import { t } from '../../i18n';

/** Why a Double Agent game ended, in words; an unknown reason is shown as it came. */
export function endReason(reason: string): string {
  switch (reason) {
    case 'accused':
      return t('da.reason.accused');
    case 'escaped':
      return t('da.reason.escaped');
    case 'noSecurityAgentLeft':
      return t('da.reason.noSecurityAgentLeft');
    case 'maxRounds':
      return t('da.reason.maxRounds');
    default:
      return reason;
  }
}
