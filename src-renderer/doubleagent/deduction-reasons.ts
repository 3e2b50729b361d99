import { joinList, t } from '../i18n';

/**
 * The engine's deduction gives its reasons as English sentences (engine/doubleagent/deduction.ts).
 * Until it gives them as data, the known sentence shapes are read back here and worded in the
 * current language; a sentence of any other shape is shown as the engine wrote it.
 */
const SHAPES: readonly [RegExp, (m: RegExpExecArray) => string][] = [
  [/^Cleared by a wrong accusation: (.+)\.$/, (m) => t('da.deduction.cleared', { players: names(m[1]!) })],
  [
    /^(\S+) (ON|OFF): only the opening sabotage explains it, so (\S+) was sabotaged in the opening play\.$/,
    (m) => t('da.deduction.opening', { entry: m[1]!, state: m[2]!, sector: m[3]! }),
  ],
  [
    /^(\S+) (ON|OFF): no agent fits the list any more; check it for a mistake\.$/,
    (m) => t('da.deduction.noneFits', { entry: m[1]!, state: m[2]! }),
  ],
  [
    /^(\S+) (ON|OFF): the double agent must be one of (.+)\.$/,
    (m) => t('da.deduction.oneOf', { entry: m[1]!, state: m[2]!, players: names(m[3]!) }),
  ],
  [
    /^Only (.+) fits every entry: \1 is the double agent\.$/,
    (m) => t('da.deduction.only', { player: m[1]! }),
  ],
];

const names = (list: string): string => joinList(list.split(', '));

export function deductionReason(reason: string): string {
  for (const [shape, word] of SHAPES) {
    const match = shape.exec(reason);
    if (match) return word(match);
  }
  return reason;
}
