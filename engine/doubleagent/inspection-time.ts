/**
 * B7.3 at a screen: every inspection dialog stays open at least this long, whatever the
 * inspector's role, so its length tells the table nothing (hosts may set another time).
 */
export const DEFAULT_INSPECTION_MS = 3000;
