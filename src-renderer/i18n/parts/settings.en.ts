/** English messages of one screen area, merged into `en.ts` (see there for the conventions). */
export const settingsEn = {} as const;
