import type { turnTimerEn } from './turn-timer.en';

/** 繁體中文 for the same area, merged into `zh-TW.ts`; every key of the English part, no other. */
export const turnTimerZhTW = {
  'notice.turnTimeout': '{seat} 的時間到了：已代為下了不影響局面的一步。',
  'notice.thinkTimeUp': '{seat} 已用完這桌約定的思考時間。',
} as const satisfies { readonly [K in keyof typeof turnTimerEn]: string };
