/**
 * How fast the tables animate (cards sliding, pawns walking, dice rolling). Kept on this device in
 * `localStorage["safehouse.animation"]`; a device that asks for reduced motion starts at `off`.
 */
export const ANIMATION_SPEEDS = ['off', 'slow', 'normal', 'fast'] as const;
export type AnimationSpeed = (typeof ANIMATION_SPEEDS)[number];

const STORAGE_KEY = 'safehouse.animation';

/** How many animation milliseconds pass per real millisecond; `off` jumps to the end at once. */
export const SPEED_FACTOR: Readonly<Record<AnimationSpeed, number>> = {
  off: Number.POSITIVE_INFINITY,
  slow: 0.5,
  normal: 1,
  fast: 2,
};

export const isAnimationSpeed = (value: unknown): value is AnimationSpeed =>
  typeof value === 'string' && (ANIMATION_SPEEDS as readonly string[]).includes(value);

function initialSpeed(): AnimationSpeed {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    if (isAnimationSpeed(saved)) return saved;
  } catch {
    // No storage: fall through to the device's preference.
  }
  const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
  return reduced ? 'off' : 'normal';
}

let speed = $state<AnimationSpeed>(initialSpeed());

/** The current animation speed (reactive in components and effects). */
export const animationSpeed = (): AnimationSpeed => speed;

export function setAnimationSpeed(next: AnimationSpeed): void {
  speed = next;
  try {
    localStorage.setItem(STORAGE_KEY, next);
  } catch {
    // A browser without storage keeps the choice for this page only.
  }
}
