import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AutoDismiss } from '../../src-renderer/lib/auto-dismiss';

describe('a dialog that closes by itself', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('dismisses once, after its time; with no time, never', () => {
    const timed = vi.fn();
    const kept = vi.fn();
    new AutoDismiss(9_000, timed);
    new AutoDismiss(null, kept);
    vi.advanceTimersByTime(8_999);
    expect(timed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(timed).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(600_000);
    expect(timed).toHaveBeenCalledTimes(1);
    expect(kept).not.toHaveBeenCalled();
  });

  it('counts down in whole seconds, each number once, from the first moment', () => {
    const seconds: number[] = [];
    new AutoDismiss(
      3_000,
      () => seconds.push(0),
      (left) => seconds.push(left),
    );
    expect(seconds).toEqual([3]);
    vi.advanceTimersByTime(999);
    expect(seconds).toEqual([3]);
    vi.advanceTimersByTime(1);
    expect(seconds).toEqual([3, 2]);
    vi.advanceTimersByTime(2_000);
    // 0 is the dismissal: the count never shows "0 s".
    expect(seconds).toEqual([3, 2, 1, 0]);
  });

  it('a count that starts between seconds shows the whole seconds left, rounded up', () => {
    const seconds: number[] = [];
    new AutoDismiss(
      2_500,
      () => {},
      (left) => seconds.push(left),
    );
    vi.advanceTimersByTime(499);
    expect(seconds).toEqual([3]);
    vi.advanceTimersByTime(1);
    expect(seconds).toEqual([3, 2]);
  });

  it('shows nothing to count and never dismisses when there is no time', () => {
    const seconds = vi.fn();
    new AutoDismiss(null, () => {}, seconds);
    vi.advanceTimersByTime(60_000);
    expect(seconds).not.toHaveBeenCalled();
  });

  it('a dialog dismissed by hand cancels its timer', () => {
    const dismiss = vi.fn();
    const seconds = vi.fn();
    new AutoDismiss(9_000, dismiss, seconds).cancel();
    vi.advanceTimersByTime(60_000);
    expect(dismiss).not.toHaveBeenCalled();
    expect(seconds).toHaveBeenCalledTimes(1);
  });

  it('the time the pointer rests on the dialog does not count, and its number stands still', () => {
    const dismiss = vi.fn();
    const seconds: number[] = [];
    const timer = new AutoDismiss(10_000, dismiss, (left) => seconds.push(left));
    vi.advanceTimersByTime(4_500);
    expect(seconds.at(-1)).toBe(6);
    timer.pause();
    vi.advanceTimersByTime(60_000);
    expect(dismiss).not.toHaveBeenCalled();
    expect(seconds.at(-1)).toBe(6);
    timer.resume();
    vi.advanceTimersByTime(500);
    expect(seconds.at(-1)).toBe(5);
    vi.advanceTimersByTime(4_999);
    expect(dismiss).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(dismiss).toHaveBeenCalledTimes(1);
  });

  it('a clock that jumps ahead (a machine waking from sleep) ends the count at the next wake-up', () => {
    const dismiss = vi.fn();
    new AutoDismiss(20_000, dismiss);
    vi.setSystemTime(Date.now() + 60_000);
    vi.advanceTimersByTime(1_000);
    expect(dismiss).toHaveBeenCalledTimes(1);
  });
});
