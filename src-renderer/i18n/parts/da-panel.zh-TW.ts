import type { daPanelEn } from './da-panel.en';

/** 繁體中文 for the same area, merged into `zh-TW.ts`; every key of the English part, no other. */
export const daPanelZhTW = {} as const satisfies { readonly [K in keyof typeof daPanelEn]: string };
