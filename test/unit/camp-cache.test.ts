import type { Container } from 'pixi.js';
import { describe, expect, it } from 'vitest';
import { keptLayer } from '../../src-renderer/games/doubleagent/scenes/camp-cache';

/** A stand-in for a Pixi container: what the cache touches (parent, destroy, removeFromParent). */
function fake(name: string, log: string[]): Container {
  const c = {
    parent: null as unknown,
    destroy() {
      log.push(`destroyed ${name}`);
    },
    removeFromParent() {
      log.push(`removed ${name}`);
      c.parent = null;
    },
  };
  return c as unknown as Container;
}

describe('kept camp layers', () => {
  it('builds a layer once per key, and a scene destroying it only takes it off', () => {
    const log: string[] = [];
    let builds = 0;
    const make = () => {
      builds += 1;
      return fake('a', log);
    };
    const first = keptLayer('test-a', make);
    first.destroy({ children: true });
    expect(keptLayer('test-a', make)).toBe(first);
    expect(builds).toBe(1);
    expect(log).toEqual(['removed a']);
  });
  it('really destroys the oldest layer when too many are kept, unless a stage still shows it', () => {
    const log: string[] = [];
    const shown = keptLayer('test-shown', () => fake('shown', log));
    (shown as unknown as { parent: unknown }).parent = {};
    const idle = keptLayer('test-idle', () => fake('idle', log));
    for (let i = 0; i < 6; i++) keptLayer(`test-more-${i}`, () => fake(`more${i}`, log));
    expect(log).toContain('destroyed idle');
    expect(log).not.toContain('destroyed shown');
    // The shown one is destroyed for real when its scene goes.
    shown.destroy({ children: true });
    expect(log).toContain('destroyed shown');
    expect(keptLayer('test-idle', () => fake('idle2', log))).not.toBe(idle);
  });
});
