import type { AgentId } from '../../../../engine/coldwar';
import { circle, ellipse, path, svgDoc } from '../../../art/svg';

/**
 * One icon per agent (A2.4), drawn in `ink` on `ground` inside a 100 × 100 box: a hat for the
 * Master Spy, a shield for the Deputy Director (never terminated), a half-dark face for the Double
 * Agent, a magnifier for the Analyst, cross-hairs for the Assassin, rank chevrons for the Director.
 */
function shapes(agent: AgentId, ink: string, ground: string): string[] {
  switch (agent) {
    case 'MASTER_SPY':
      return [
        ellipse(50, 66, 44, 11, { fill: ink }),
        path('M22 64 C22 40 28 24 40 26 L50 32 L60 26 C72 24 78 40 78 64 Z', { fill: ink }),
        path('M24 56 L76 56 L76 62 L24 62 Z', { fill: ground }),
      ];
    case 'DEPUTY_DIRECTOR':
      return [
        path('M50 6 L88 20 L84 58 Q76 84 50 96 Q24 84 16 58 L12 20 Z', { fill: ink }),
        path('M50 22 L72 30 L70 56 Q65 72 50 80 Z', { fill: ground }),
      ];
    case 'DOUBLE_AGENT':
      return [
        circle(50, 50, 40, { stroke: ink, width: 7 }),
        path('M50 10 A40 40 0 0 0 50 90 Z', { fill: ink }),
        circle(34, 42, 6, { fill: ground }),
        circle(66, 42, 6, { fill: ink }),
        path('M34 66 Q50 74 66 66', { stroke: ink, width: 5, round: true }),
        path('M34 66 Q42 70 50 71', { stroke: ground, width: 5, round: true }),
      ];
    case 'ANALYST':
      return [
        circle(42, 42, 26, { stroke: ink, width: 10 }),
        path('M61 61 L88 88', { stroke: ink, width: 14, round: true }),
        path('M30 36 Q34 26 44 24', { stroke: ink, width: 4, round: true }),
      ];
    case 'ASSASSIN':
      return [
        circle(50, 50, 34, { stroke: ink, width: 7 }),
        path('M50 4 L50 30 M50 70 L50 96 M4 50 L30 50 M70 50 L96 50', { stroke: ink, width: 7, round: true }),
        circle(50, 50, 7, { fill: ink }),
      ];
    case 'DIRECTOR':
      return [
        path('M14 38 L50 12 L86 38 L86 50 L50 24 L14 50 Z', { fill: ink }),
        path('M14 62 L50 36 L86 62 L86 74 L50 48 L14 74 Z', { fill: ink }),
        path('M14 86 L50 60 L86 86 L86 98 L50 72 L14 98 Z', { fill: ink }),
      ];
  }
}

export const agentIconSvg = (agent: AgentId, ink: string, ground: string): string =>
  svgDoc(100, 100, shapes(agent, ink, ground));
