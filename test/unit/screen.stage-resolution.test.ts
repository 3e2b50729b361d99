import { describe, expect, it } from 'vitest';
import { stageResolution } from '../../src-renderer/scenes/stage-resolution';

describe("a stage's resolution", () => {
  it("is the device's pixel ratio on a phone and a HiDPI laptop", () => {
    expect(stageResolution(3, 390, 420)).toBe(3);
    expect(stageResolution(2, 1000, 640)).toBe(2);
    expect(stageResolution(1.5, 800, 600)).toBe(1.5);
  });

  it('never goes past 3, nor below 1, nor trusts a missing ratio', () => {
    expect(stageResolution(4, 390, 420)).toBe(3);
    expect(stageResolution(0.5, 390, 420)).toBe(1);
    expect(stageResolution(Number.NaN, 390, 420)).toBe(1);
    expect(stageResolution(0, 390, 420)).toBe(1);
  });

  it('is capped where a huge stage would cost too much, keeping the backing store under 8 million pixels', () => {
    const resolution = stageResolution(3, 3840, 1000);
    expect(resolution).toBeLessThan(3);
    expect(3840 * 1000 * resolution ** 2).toBeLessThanOrEqual(8_000_000 + 1);
    expect(stageResolution(2, 1920, 1000)).toBe(2);
  });
});
