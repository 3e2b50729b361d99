/** Where this device keeps whether the deduction helper (B16) is shown: "on" or "off". */
export const DEDUCTION_KEY = 'safehouse.deduction';

/** The stored choice read back: only an explicit "off" turns the helper off (default on). */
export const readDeductionSetting = (stored: string | null): boolean => stored !== 'off';

/** What to store for a choice. */
export const storedDeductionSetting = (on: boolean): 'on' | 'off' => (on ? 'on' : 'off');
