import { MIN_TEXT_PX } from '../../../scenes/readable';

/**
 * How an agent token of a given size is drawn, decided apart from Pixi so it can be tested.
 * A large token shows the agent's picture with its resolution number (A2.4) on a corner badge.
 * The badge must hold a readable digit, so it cannot shrink with the token; on a small token
 * (a phone's HQ row) it would cover the picture, so a small token is a ring around the number.
 * Either way the whole drawing stays inside the token's square: tokens set side by side at
 * their size never draw over each other.
 */
export type AgentTokenShape =
  | {
      readonly form: 'picture';
      readonly badge: { readonly x: number; readonly y: number; readonly radius: number };
      readonly digitPx: number;
    }
  | { readonly form: 'numbered'; readonly digitPx: number };

/** The badge's radius: a digit of MIN_TEXT_PX with a margin, larger on large tokens. */
function badgeRadius(size: number): number {
  return Math.max(MIN_TEXT_PX * 0.6, size * 0.18);
}

/** Above this share of the token's radius, a badge hides too much of the picture. */
const MAX_BADGE_SHARE = 0.6;

export function agentTokenShape(size: number): AgentTokenShape {
  const radius = badgeRadius(size);
  if (radius > (size / 2) * MAX_BADGE_SHARE)
    return { form: 'numbered', digitPx: Math.max(MIN_TEXT_PX, Math.round(size * 0.55)) };
  return {
    form: 'picture',
    badge: { x: size - radius, y: radius, radius },
    digitPx: Math.max(MIN_TEXT_PX, Math.round(radius * 1.4)),
  };
}
