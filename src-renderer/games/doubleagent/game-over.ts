import type { DaEvent, DaView } from '../../../engine/doubleagent';

/** One monitor the double agent turned OFF. */
export interface SabotageLine {
  readonly sector: string;
  /** The opening sabotage (B5), made before anyone's first turn. */
  readonly opening: boolean;
  /** The round of the double agent's inspection that left it OFF; null for the opening, or when no inspection of it is known. */
  readonly round: number | null;
  /**
   * Whether that round is sure. When the double agent inspected the sector more than once, a seat
   * other than his may not tell at which of them he turned it OFF (its own findings can): `round`
   * is then the last that could be it (it was OFF after it at the latest).
   */
  readonly certain: boolean;
  /** The Security Agents known to have found it OFF, in the order they inspected it. */
  readonly foundBy: readonly string[];
}

export interface AccusationLine {
  readonly round: number;
  readonly by: string;
  readonly target: string;
  readonly correct: boolean;
}

/** The end of a Double Agent game, in data: the screen puts it in words. */
export interface DaGameOver {
  readonly winner: string | null;
  readonly reason: string;
  readonly doubleAgent: string | null;
  readonly opening: string | null;
  /** The opening sabotage first, then the others in the order they were made. */
  readonly sabotages: readonly SabotageLine[];
  readonly accusations: readonly AccusationLine[];
}

interface Inspected {
  readonly index: number;
  readonly player: string;
  readonly sector: string;
  readonly round: number;
}

/** Who made these inspections, each once, in the order of their first. */
const players = (inspections: readonly Inspected[]): string[] => [
  ...new Set(inspections.map((i) => i.player)),
];

/**
 * The summary of a finished game from one seat's view and its log, or null while the game is not
 * over: only then does the view name the double agent and the sabotaged monitors (`result`), so
 * nothing here is known before. Beyond `result` it reads the public inspections and accusations
 * and this seat's own findings only. Nobody but the double agent turns a monitor OFF and nobody
 * turns one back ON (a physical board's exceptions are its anomalies), so every inspection of a
 * sabotaged monitor after its sabotage found it OFF.
 */
export function daGameOver(view: DaView, log: readonly DaEvent[]): DaGameOver | null {
  const result = view.result;
  if (view.phase.kind !== 'over' || !result) return null;
  const doubleAgent = Object.keys(result.roles).find((p) => result.roles[p] === 'doubleAgent') ?? null;
  const inspections: Inspected[] = [];
  const accusations: AccusationLine[] = [];
  /** This seat's own findings, by the index of its inspection. */
  const ownFound = new Map<number, 'ON' | 'OFF'>();
  /** The double agent's own view: his inspections that turned a monitor OFF. */
  const ownLeftOff = new Set<number>();
  let round = 0;
  for (const e of log) {
    switch (e.type) {
      case 'turnStarted':
        round = e.round;
        break;
      case 'inspected':
        if (e.visibleTo === undefined)
          inspections.push({ index: inspections.length, player: e.player, sector: e.sector, round });
        break;
      case 'monitorSeen': {
        const own = inspections.at(-1);
        if (e.player !== view.seat || own?.player !== e.player || own.sector !== e.sector) break;
        ownFound.set(own.index, e.found);
        if (e.found === 'ON' && e.left === 'OFF') ownLeftOff.add(own.index);
        break;
      }
      case 'accused':
        if (e.visibleTo === undefined)
          accusations.push({ round, by: e.player, target: e.target, correct: e.correct });
        break;
    }
  }

  // At a physical board a monitor may have been turned outside an inspection, by a Security Agent,
  // or back ON (the anomalies, public at the end): its story cannot be read from the inspections.
  const irregular = new Set(result.anomalies.map((a) => a.sector));
  const sabotages: (SabotageLine & { at: number })[] = [];
  for (const sector of result.sabotaged) {
    const ofSector = inspections.filter((i) => i.sector === sector);
    const foundOff = (i: Inspected) => ownFound.get(i.index) === 'OFF';
    if (irregular.has(sector)) {
      const opening = sector === result.opening;
      const foundBy = players(ofSector.filter(foundOff));
      sabotages.push({
        sector,
        opening,
        round: null,
        certain: false,
        foundBy,
        at: opening ? -1 : Number.MAX_SAFE_INTEGER,
      });
      continue;
    }
    if (sector === result.opening) {
      const foundBy = players(ofSector.filter((i) => i.player !== doubleAgent));
      sabotages.push({ sector, opening: true, round: null, certain: true, foundBy, at: -1 });
      continue;
    }
    // Only the double agent turns a monitor OFF, at one of his inspections of it: after any this
    // seat found ON, before any it found OFF, and (his own view) the one he saw go from ON to OFF.
    const candidates = ofSector.filter(
      (i) =>
        i.player === doubleAgent &&
        (view.seat === doubleAgent
          ? ownLeftOff.has(i.index)
          : !ofSector.some(
              (o) =>
                (ownFound.get(o.index) === 'ON' && o.index > i.index) || (foundOff(o) && o.index < i.index),
            )),
    );
    const at = candidates.at(-1);
    if (!at) {
      sabotages.push({
        sector,
        opening: false,
        round: null,
        certain: false,
        foundBy: [],
        at: Number.MAX_SAFE_INTEGER,
      });
      continue;
    }
    const foundBy = players(
      ofSector.filter((i) => i.player !== doubleAgent && (i.index > at.index || foundOff(i))),
    );
    sabotages.push({
      sector,
      opening: false,
      round: at.round,
      certain: candidates.length === 1,
      foundBy,
      at: at.index,
    });
  }
  sabotages.sort((a, b) => a.at - b.at);
  return {
    winner: result.winner,
    reason: result.reason,
    doubleAgent,
    opening: result.opening,
    sabotages: sabotages.map(({ at: _at, ...line }) => line),
    accusations,
  };
}
