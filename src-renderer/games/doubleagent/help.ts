import { ROLES, SQUARE_KINDS } from '../../../engine/doubleagent';
import type { GameHelp } from '../../help/game-help';
import { t } from '../../i18n';
import { roleTitle } from './roles';

const STEPS = ['setup', 'opening', 'move', 'sectors', 'inspect', 'accuse', 'escape'] as const;

export function doubleAgentHelp(): GameHelp {
  return {
    goal: t('help.da.goal'),
    steps: STEPS.map((step) => t(`help.da.step.${step}`)),
    sections: [
      {
        kind: 'role',
        heading: t('help.da.roles'),
        entries: ROLES.map((role) => ({ id: role, title: roleTitle(role), text: t(`help.da.role.${role}`) })),
      },
      {
        kind: 'squareKind',
        heading: t('help.da.squares'),
        entries: SQUARE_KINDS.map((kind) => ({
          id: kind,
          title: t(`camp.kind.${kind}`),
          text: t(`help.da.square.${kind}`),
        })),
      },
      {
        kind: 'securityList',
        heading: t('help.da.list'),
        intro: t('help.da.list.text'),
        entries: [],
      },
    ],
  };
}
