import type { Faction, Side } from '../../../../engine/coldwar';

/**
 * The Okabe–Ito palette (Okabe & Ito, "Color Universal Design", 2008): eight colours that stay
 * apart for the common kinds of colour blindness. The Cold War art uses it for factions and sides;
 * every colour also comes with its own icon shape and a word, so none is told apart by colour alone.
 */
export const OKABE_ITO = {
  black: 0x000000,
  orange: 0xe69f00,
  skyBlue: 0x56b4e9,
  bluishGreen: 0x009e73,
  yellow: 0xf0e442,
  blue: 0x0072b2,
  vermillion: 0xd55e00,
  reddishPurple: 0xcc79a7,
} as const;

/** Faction colours as the rules tables give them (A2.3: green mountain, yellow money, purple star, blue eye). */
export const FACTION_FILL: Readonly<Record<Faction, number>> = {
  MIL: OKABE_ITO.bluishGreen,
  ECO: OKABE_ITO.yellow,
  POL: OKABE_ITO.reddishPurple,
  MED: OKABE_ITO.skyBlue,
};

/** CIA blue, KGB red (A1), as Okabe–Ito's blue and vermillion; the marks differ in shape too (circle, square). */
export const SIDE_FILL: Readonly<Record<Side, number>> = {
  CIA: OKABE_ITO.blue,
  KGB: OKABE_ITO.vermillion,
};

/** The dark ink of the icons and the paper they sit on. */
export const ART_INK = 0x1b2430;
export const ART_PAPER = 0xf3eee2;
/** Card backs and the frame of event objectives. */
export const BACK_GROUP = 0x26453a;
export const BACK_OBJECTIVE = 0x233a5c;
export const NATION_FRAME = 0xd9a441;
export const EVENT_FRAME = OKABE_ITO.reddishPurple;

/** `0xRRGGBB` as the `#rrggbb` an SVG attribute takes. */
export const hex = (color: number): string => `#${(color & 0xffffff).toString(16).padStart(6, '0')}`;
