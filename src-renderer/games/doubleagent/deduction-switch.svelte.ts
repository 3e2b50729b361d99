import { DEDUCTION_KEY, readDeductionSetting, storedDeductionSetting } from './deduction-setting';

/**
 * Whether this device shows the deduction helper to a Security Agent. Some players want to deduce
 * alone: off hides the suspects, the odds and the reasons entirely. Kept in `localStorage`.
 */
function initial(): boolean {
  try {
    return readDeductionSetting(localStorage.getItem(DEDUCTION_KEY));
  } catch {
    return true; // no storage: the default
  }
}

let shown = $state(initial());

/** Whether the helper is on (reactive in components and effects). */
export const deductionShown = (): boolean => shown;

export function setDeductionShown(on: boolean): void {
  shown = on;
  try {
    localStorage.setItem(DEDUCTION_KEY, storedDeductionSetting(on));
  } catch {
    // A browser without storage keeps the choice for this page only.
  }
}
