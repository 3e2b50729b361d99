/**
 * A choice pressed by touch. A mouse click (or a key) acts at once; a finger hides what it
 * presses and cannot hover, so a tap first shows what the choice does: the camp board draws the
 * path and "Move here", an action button with a card's power shows that power. A second tap on
 * the same choice (or the confirmation) acts. Plain data and pure transitions; the screens render
 * them and send the action.
 */

/** The choice tapped once (a square's id, an action's index as a string), or none. */
export type TapPreview = string | null;

/** The choices a tap previews, each with the index of its legal action. */
export type TapChoices = ReadonlyMap<string, number>;

export type TapEvent =
  | { readonly kind: 'press'; readonly choice: string | null; readonly pointer: string }
  | { readonly kind: 'confirm' }
  | { readonly kind: 'cancel' }
  | { readonly kind: 'newChoices' };

export interface TapStep {
  readonly preview: TapPreview;
  /** The legal action to take now, if this event acts. */
  readonly act?: number;
}

/** The tapped choice while it is still one (the choices may have changed under it). */
export function livePreview(preview: TapPreview, choices: TapChoices): TapPreview {
  return preview !== null && choices.has(preview) ? preview : null;
}

export function stepTap(preview: TapPreview, event: TapEvent, choices: TapChoices): TapStep {
  const live = livePreview(preview, choices);
  switch (event.kind) {
    case 'newChoices':
    case 'cancel':
      return { preview: null };
    case 'confirm':
      return live === null ? { preview: null } : { preview: null, act: choices.get(live)! };
    case 'press': {
      const index = event.choice === null ? undefined : choices.get(event.choice);
      if (index === undefined) return { preview: event.pointer === 'mouse' ? live : null };
      if (event.pointer === 'mouse' || event.choice === live) return { preview: null, act: index };
      return { preview: event.choice };
    }
  }
}
