import { describe, expect, it } from 'vitest';
import { arrowDirection, firstTarget, moveCursor } from '../../src-renderer/games/doubleagent/camp-cursor';

// The six squares reachable with 3 from the camp's gazebo (r13c13), as x/y cells.
const SIX = [
  { id: 'r12c11', x: 11, y: 12 },
  { id: 'r13c10', x: 10, y: 13 },
  { id: 'r14c11', x: 11, y: 14 },
  { id: 'r12c15', x: 15, y: 12 },
  { id: 'r13c16', x: 16, y: 13 },
  { id: 'r14c15', x: 15, y: 14 },
];

describe('the keyboard cursor among highlighted squares', () => {
  it('starts on the top-left target in reading order', () => {
    expect(firstTarget(SIX)).toBe('r12c11');
    expect(moveCursor(SIX, null, 'down')).toBe('r12c11');
    expect(moveCursor(SIX, 'gone', 'left')).toBe('r12c11');
  });
  it('goes to the nearest target lying the way of the arrow', () => {
    expect(moveCursor(SIX, 'r12c11', 'right')).toBe('r12c15');
    expect(moveCursor(SIX, 'r12c11', 'down')).toBe('r14c11'); // straight below beats the nearer diagonal
    expect(moveCursor(SIX, 'r12c11', 'left')).toBe('r13c10');
    expect(moveCursor(SIX, 'r13c10', 'down')).toBe('r14c11');
    expect(moveCursor(SIX, 'r13c10', 'right')).toBe('r12c11');
    expect(moveCursor(SIX, 'r13c16', 'left')).toBe('r12c15');
  });
  it('stays put when nothing lies that way', () => {
    expect(moveCursor(SIX, 'r13c10', 'left')).toBe('r13c10');
    expect(moveCursor(SIX, 'r13c16', 'right')).toBe('r13c16');
  });
  it('has nowhere to go without targets', () => {
    expect(moveCursor([], 'r12c11', 'up')).toBeNull();
  });
  it('reads the arrow keys only', () => {
    expect(arrowDirection('ArrowUp')).toBe('up');
    expect(arrowDirection('ArrowLeft')).toBe('left');
    expect(arrowDirection('Enter')).toBeNull();
  });
});
