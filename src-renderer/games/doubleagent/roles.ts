import type { Role } from '../../../engine/doubleagent';
import { t } from '../../i18n';
import type { IdentityCard } from '../game-screens';

/** A role's name as on the Identity cards: "Double Agent", "Security Agent". */
export const roleTitle = (role: string): string =>
  role === 'doubleAgent' ? t('da.role.doubleAgent') : t('da.role.security');

/** A role's name inside a sentence: "double agent", "Security Agent". */
export const roleInText = (role: string): string =>
  role === 'doubleAgent' ? t('da.role.doubleAgentInText') : t('da.role.security');

/** A seat's Identity card (B4.3), with what its role must do. */
export const doubleAgentIdentityCard = (role: Role): IdentityCard =>
  role === 'doubleAgent'
    ? { title: t('da.role.doubleAgent'), text: t('da.identity.doubleAgent') }
    : { title: t('da.role.security'), text: t('da.identity.security') };
