import { tKnown } from '../i18n';
import type { helpEn } from '../i18n/parts/help.en';

/**
 * The table's phase line: what the seat on screen may do now, and why, as a message key and its
 * params. Built from that seat's own view only, and only from its public parts where another
 * seat is concerned: it names who decides, never what they chose or saw. Each game builds its own
 * (`GameScreens.phaseHelp`).
 */
export interface PhaseHelp {
  readonly key: Extract<keyof typeof helpEn, `help.phase.${string}`>;
  readonly params: Readonly<Record<string, string | number>>;
}

/** A phase line: its message key and the params that fill it. */
export const phaseLine = (key: PhaseHelp['key'], params: PhaseHelp['params'] = {}): PhaseHelp => ({
  key,
  params,
});

/** The line in words, in the current language. */
export const phaseHelpText = (line: PhaseHelp): string => tKnown(line.key, line.key, line.params);
