import { t } from '../../i18n';

/** A role's name as on the Identity cards: "Double Agent", "Security Agent". */
export const roleTitle = (role: string): string =>
  role === 'doubleAgent' ? t('da.role.doubleAgent') : t('da.role.security');

/** A role's name inside a sentence: "double agent", "Security Agent". */
export const roleInText = (role: string): string =>
  role === 'doubleAgent' ? t('da.role.doubleAgentInText') : t('da.role.security');
