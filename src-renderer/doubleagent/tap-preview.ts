/**
 * Moving by touch on the camp board. A mouse click on a lit square moves at once; a finger hides
 * the square it presses, so a tap first shows where the move goes ("Move here" or a second tap
 * moves). Plain data and pure transitions; CampStage renders them and sends the move.
 */

/** The square tapped once, or none. Squares are keyed as the board's move targets are. */
export type TapPreview = string | null;

/** The move targets: each lit square and the index of its legal action. */
export type MoveTargets = ReadonlyMap<string, number>;

export type TapEvent =
  | { readonly kind: 'press'; readonly square: string | null; readonly pointer: string }
  | { readonly kind: 'confirm' }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'newChoices' };

export interface TapStep {
  readonly preview: TapPreview;
  /** The legal action to take now, if this event moves. */
  readonly move?: number;
}

/** The tapped square while it is still a choice (the targets may have changed under it). */
export function livePreview(preview: TapPreview, targets: MoveTargets): TapPreview {
  return preview !== null && targets.has(preview) ? preview : null;
}

export function stepTap(preview: TapPreview, event: TapEvent, targets: MoveTargets): TapStep {
  const live = livePreview(preview, targets);
  switch (event.kind) {
    case 'newChoices':
    case 'cancel':
      return { preview: null };
    case 'confirm':
      return live === null ? { preview: null } : { preview: null, move: targets.get(live)! };
    case 'press': {
      const index = event.square === null ? undefined : targets.get(event.square);
      if (index === undefined) return { preview: event.pointer === 'mouse' ? live : null };
      if (event.pointer === 'mouse' || event.square === live) return { preview: null, move: index };
      return { preview: event.square };
    }
  }
}
