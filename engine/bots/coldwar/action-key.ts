import type { ColdWarAction } from '../../coldwar';

/** A short string naming an action, equal for equal actions (tree edges are keyed by it). */
export function actionKey(a: ColdWarAction): string {
  switch (a.type) {
    case 'activate':
      return a.target === undefined ? `a:${a.group}` : `a:${a.group}:${a.target}`;
    case 'recruit':
    case 'pass':
    case 'declineEvent':
      return a.type;
    case 'chooseAgent':
    case 'returnAgent':
      return `${a.type}:${a.agent}`;
    case 'chooseFirst':
      return `first:${a.first}`;
    case 'mediaDecision':
      return `media:${a.choice}`;
    case 'doubleAgentPrivilege':
      return a.option === 'leave' ? `da:leave:${a.agent}` : `da:${a.option}`;
    case 'playEvent':
      return a.event === 'NUC' ? `ev:NUC:${a.order.join(',')}` : `ev:${a.event}`;
    case 'arrangeGroups':
    case 'arrangeObjectives':
      return `${a.type}:${a.order.join(',')}`;
  }
}
