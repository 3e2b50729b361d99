/**
 * What this device is held with, from the browser's media queries: a touch screen without a
 * mouse (a phone, a tablet) gets touch wording and taps that preview first; a narrow screen gets
 * the phone layout. Both follow the device as it changes (a tablet docked to a keyboard).
 */
const TOUCH_QUERY = '(hover: none) and (pointer: coarse)';
const NARROW_QUERY = '(max-width: 600px)';

function follow(query: string, set: (matches: boolean) => void): boolean {
  if (typeof matchMedia !== 'function') return false;
  const list = matchMedia(query);
  list.addEventListener?.('change', (event) => set(event.matches));
  return list.matches;
}

let touch = $state(false);
let narrow = $state(false);
touch = follow(TOUCH_QUERY, (matches) => {
  touch = matches;
});
narrow = follow(NARROW_QUERY, (matches) => {
  narrow = matches;
});

/** Whether the device is driven by touch alone (no hovering pointer): no key hints, tap wording. */
export const touchOnly = (): boolean => touch;

/** Whether the screen is phone-narrow: the compact header, the board edge to edge, the decision sheet. */
export const narrowScreen = (): boolean => narrow;
