/** A box in CSS pixels of the window (as from getBoundingClientRect). */
export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

export interface TipPlacement {
  readonly left: number;
  readonly top: number;
  readonly width: number;
}

/** Room kept from the window's edges and from the buttons. */
export const TIP_GAP = 8;
/** The narrowest a tip may be made to fit beside the buttons. */
export const TIP_MIN_WIDTH = 180;

const clamp = (value: number, low: number, high: number): number => Math.max(low, Math.min(value, high));

/**
 * Where a card power's words float while its button is hovered or focused: beside the whole
 * column of buttons, never over any of them (a tip under the pointed button used to cover the next
 * buttons, the very ones the pointer moves on to). Left of the column first (over the stage), then
 * right, then above, then below; null when the window has room on no side, and the words are left
 * to the screen reader's description and the tap.
 */
export function placeTip(
  button: Box,
  column: Box,
  window: { readonly width: number; readonly height: number },
  tip: { readonly width: number; readonly height: number },
): TipPlacement | null {
  const right = column.left + column.width;
  const bottom = column.top + column.height;
  const rowTop = clamp(button.top, TIP_GAP, window.height - tip.height - TIP_GAP);
  const fitsTall = tip.height + 2 * TIP_GAP <= window.height;

  const leftRoom = column.left - 2 * TIP_GAP;
  if (fitsTall && leftRoom >= TIP_MIN_WIDTH) {
    const width = Math.min(tip.width, leftRoom);
    return { left: column.left - TIP_GAP - width, top: rowTop, width };
  }
  const rightRoom = window.width - right - 2 * TIP_GAP;
  if (fitsTall && rightRoom >= TIP_MIN_WIDTH) {
    return { left: right + TIP_GAP, top: rowTop, width: Math.min(tip.width, rightRoom) };
  }
  const width = Math.min(tip.width, window.width - 2 * TIP_GAP);
  const left = clamp(button.left, TIP_GAP, window.width - width - TIP_GAP);
  if (column.top - 2 * TIP_GAP >= tip.height) return { left, top: column.top - TIP_GAP - tip.height, width };
  const below = Math.max(bottom, 0) + TIP_GAP;
  if (below + tip.height + TIP_GAP <= window.height) return { left, top: below, width };
  return null;
}
