import { describe, expect, it } from 'vitest';
import type { OpeningStatus } from '../../protocol/messages';
import {
  msLeft,
  seatsUp,
  secondsShown,
  shareLeft,
  tickSecond,
  windowOpenFor,
} from '../../src-renderer/opening/countdown';
import { cueFor, openingScreen } from '../../src-renderer/opening/opening-screen';

const status = (over: Partial<OpeningStatus> = {}): OpeningStatus => ({
  stage: 'window',
  groups: [['Ann'], ['Bob'], ['Cy']],
  index: 0,
  windowMs: 15_000,
  handoverMs: 3_000,
  curtainMs: 120_000,
  remainingMs: 15_000,
  absent: [],
  redo: null,
  ...over,
});

describe('opening countdown', () => {
  it('counts down from the host’s time left at receipt, never below zero', () => {
    const received = { status: status({ remainingMs: 10_000 }), receivedAt: 1_000 };
    expect(msLeft(received, 1_000)).toBe(10_000);
    expect(msLeft(received, 4_500)).toBe(6_500);
    expect(msLeft(received, 20_000)).toBe(0);
    // A clock that seems to run backwards does not add time.
    expect(msLeft(received, 500)).toBe(10_000);
  });

  it('stands still while paused or before the start', () => {
    for (const stage of ['paused', 'ready'] as const) {
      const received = { status: status({ stage, remainingMs: 7_000 }), receivedAt: 0 };
      expect(msLeft(received, 60_000)).toBe(7_000);
    }
  });

  it('shows whole seconds rounded up and the share of the window or handover left', () => {
    expect(secondsShown(2_100)).toBe(3);
    expect(secondsShown(3_000)).toBe(3);
    expect(secondsShown(0)).toBe(0);
    expect(shareLeft({ status: status({ remainingMs: 7_500 }), receivedAt: 0 }, 0)).toBe(0.5);
    expect(shareLeft({ status: status({ stage: 'handover', remainingMs: 1_500 }), receivedAt: 0 }, 0)).toBe(
      0.5,
    );
  });

  it('ticks only in the last three seconds', () => {
    expect(tickSecond(3_500)).toBeNull();
    expect([3_000, 2_001, 1_200, 1].map(tickSecond)).toEqual([3, 3, 2, 1]);
    expect(tickSecond(0)).toBeNull();
  });

  it('names the seats of the window under way, next or paused', () => {
    expect(seatsUp(status({ index: 1 }))).toEqual(['Bob']);
    expect(seatsUp(status({ stage: 'handover', index: 2 }))).toEqual(['Cy']);
    expect(seatsUp(status({ stage: 'ready' }))).toEqual([]);
    expect(windowOpenFor(status({ index: 1 }), 'Bob')).toBe(true);
    expect(windowOpenFor(status({ stage: 'paused', index: 1 }), 'Bob')).toBe(false);
  });
});

describe('opening screen', () => {
  it('gives every seat outside the window the same look-away screen, and the seat in it its turn', () => {
    const open = status({ index: 1 });
    expect(openingScreen(open, ['Ann'], null)).toEqual({ kind: 'lookAway', seats: ['Bob'] });
    expect(openingScreen(open, ['Cy'], null)).toEqual({ kind: 'lookAway', seats: ['Bob'] });
    expect(openingScreen(open, [], null)).toEqual({ kind: 'lookAway', seats: ['Bob'] });
    expect(openingScreen(open, ['Bob'], null)).toEqual({ kind: 'yourTurn', seat: 'Bob' });
  });

  it('on a shared screen, shows a seat’s turn only once that seat uncovered it', () => {
    const open = status({ index: 1 });
    expect(openingScreen(open, ['Ann', 'Bob', 'Cy'], null)).toEqual({ kind: 'curtain', seat: 'Bob' });
    expect(openingScreen(open, ['Ann', 'Bob', 'Cy'], 'Ann')).toEqual({ kind: 'curtain', seat: 'Bob' });
    expect(openingScreen(open, ['Ann', 'Bob', 'Cy'], 'Bob')).toEqual({ kind: 'yourTurn', seat: 'Bob' });
  });

  it('a window waiting behind its curtain: its own screen offers the press, every other screen waits for that player', () => {
    const waiting = status({ stage: 'curtain', index: 1, remainingMs: 120_000 });
    expect(openingScreen(waiting, ['Ann', 'Bob', 'Cy'], 'Ann')).toEqual({ kind: 'curtain', seat: 'Bob' });
    expect(openingScreen(waiting, ['Bob'], null)).toEqual({ kind: 'curtain', seat: 'Bob' });
    expect(openingScreen(waiting, ['Ann', 'Bob', 'Cy'], 'Bob')).toEqual({ kind: 'uncovering', seat: 'Bob' });
    expect(openingScreen(waiting, ['Ann'], null)).toEqual({ kind: 'awaitingPlayer', seats: ['Bob'] });
    expect(openingScreen(waiting, [], null)).toEqual({ kind: 'awaitingPlayer', seats: ['Bob'] });
    // Its time runs down towards the absence limit, and its bar counts from that limit.
    expect(msLeft({ status: waiting, receivedAt: 0 }, 30_000)).toBe(90_000);
    expect(shareLeft({ status: waiting, receivedAt: 0 }, 60_000)).toBe(0.5);
    // The window opening after the press sounds like any window opening.
    expect(cueFor(waiting, status({ index: 1 }))).toBe('open');
    expect(cueFor(status(), status({ stage: 'curtain', index: 1 }))).toBe('close');
  });

  it('shows the start, the handover, the pause and a board redo alike for everyone', () => {
    const redo = status({ stage: 'ready', redo: 'board' });
    expect(openingScreen(redo, ['Ann'], null)).toEqual(openingScreen(redo, ['Bob'], null));
    expect(openingScreen(redo, ['Ann'], null)).toMatchObject({ kind: 'ready', redo: true });
    expect(openingScreen(status({ stage: 'handover', index: 2 }), ['Bob'], 'Bob')).toEqual({
      kind: 'handover',
      next: ['Cy'],
    });
    expect(openingScreen(status({ stage: 'paused' }), ['Ann'], 'Ann')).toEqual({
      kind: 'paused',
      seats: ['Ann'],
    });
  });

  it('sounds a cue when a window opens and when it closes, not on a pause', () => {
    const ready = status({ stage: 'ready' });
    const first = status();
    const handover = status({ stage: 'handover', index: 1 });
    const second = status({ index: 1 });
    expect(cueFor(ready, first)).toBe('open');
    expect(cueFor(first, first)).toBeNull();
    expect(cueFor(first, handover)).toBe('close');
    expect(cueFor(handover, second)).toBe('open');
    expect(cueFor(second, status({ stage: 'paused', index: 1 }))).toBeNull();
    expect(cueFor(status({ stage: 'paused', index: 1 }), second)).toBe('open');
    expect(cueFor(second, null)).toBe('close');
    expect(cueFor(null, null)).toBeNull();
  });
});
