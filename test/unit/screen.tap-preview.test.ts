import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { livePreview, stepTap, type TapEvent } from '../../src-renderer/lib/tap-preview';

// Two lit squares, as the camp's move targets name them, with their legal action's index.
const targets = new Map([
  ['r3c4', 2],
  ['r5c1', 7],
]);

describe('moving by touch on the camp board', () => {
  it('a mouse click on a lit square moves at once', () => {
    expect(stepTap(null, { kind: 'press', choice: 'r5c1', pointer: 'mouse' }, targets)).toEqual({
      preview: null,
      act: 7,
    });
  });

  it('a first tap shows the path and does not move; a second tap on it moves', () => {
    const first = stepTap(null, { kind: 'press', choice: 'r3c4', pointer: 'touch' }, targets);
    expect(first).toEqual({ preview: 'r3c4' });
    expect(stepTap(first.preview, { kind: 'press', choice: 'r3c4', pointer: 'touch' }, targets)).toEqual({
      preview: null,
      act: 2,
    });
  });

  it('"Move here" moves to the square shown; "Cancel" moves nowhere', () => {
    expect(stepTap('r5c1', { kind: 'confirm' }, targets)).toEqual({ preview: null, act: 7 });
    expect(stepTap('r5c1', { kind: 'cancel' }, targets)).toEqual({ preview: null });
  });

  it('a tap on another lit square shows that one instead; a tap off the lit squares clears', () => {
    expect(stepTap('r3c4', { kind: 'press', choice: 'r5c1', pointer: 'touch' }, targets)).toEqual({
      preview: 'r5c1',
    });
    expect(stepTap('r3c4', { kind: 'press', choice: 'r9c9', pointer: 'touch' }, targets)).toEqual({
      preview: null,
    });
    expect(stepTap('r3c4', { kind: 'press', choice: null, pointer: 'pen' }, targets)).toEqual({
      preview: null,
    });
  });

  it('new choices clear the preview, and a square no longer lit is neither shown nor moved to', () => {
    expect(stepTap('r3c4', { kind: 'newChoices' }, targets)).toEqual({ preview: null });
    const after = new Map([['r5c1', 0]]);
    expect(livePreview('r3c4', after)).toBeNull();
    expect(stepTap('r3c4', { kind: 'confirm' }, after)).toEqual({ preview: null });
    // A second tap on the square no longer lit is a first tap on nothing.
    expect(stepTap('r3c4', { kind: 'press', choice: 'r3c4', pointer: 'touch' }, after)).toEqual({
      preview: null,
    });
  });

  it('never moves on a touch without a preview of that square first, whatever the sequence', () => {
    const choice = fc.constantFrom('r3c4', 'r5c1', 'r9c9', null);
    const event: fc.Arbitrary<TapEvent> = fc.oneof(
      fc.record({ kind: fc.constant('press' as const), choice, pointer: fc.constantFrom('touch', 'pen') }),
      fc.constant({ kind: 'cancel' as const }),
      fc.constant({ kind: 'newChoices' as const }),
    );
    fc.assert(
      fc.property(fc.array(event, { maxLength: 30 }), (events) => {
        let preview: string | null = null;
        for (const e of events) {
          const step = stepTap(preview, e, targets);
          if (step.act !== undefined) {
            // It moved: the square pressed was the one already shown, and it is the move's square.
            expect(e.kind === 'press' && e.choice === preview).toBe(true);
            expect(targets.get(preview!)).toBe(step.act);
          }
          preview = step.preview;
          if (preview !== null) expect(targets.has(preview)).toBe(true);
        }
      }),
    );
  });
});
