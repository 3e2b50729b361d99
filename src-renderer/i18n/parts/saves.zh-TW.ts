import type { savesEn } from './saves.en';

/** 繁體中文 for the same area, merged into `zh-TW.ts`; every key of the English part, no other. */
export const savesZhTW = {
  'error.bad_game_file.newer_rules':
    '這個檔案使用較新版本的{game}規則（規則版本 {version}；此 Safehouse 最多支援 {plays}）。請更新 Safehouse 後再開啟。',
  'lobby.saves.newerRules':
    '{file}：使用較新版本的{game}規則（規則版本 {version}；此 Safehouse 最多支援 {plays}）。請更新 Safehouse 後再繼續這局；檔案保持原樣。',
  'lobby.saves.newerFormat':
    '{file}：由較新版本的 Safehouse 儲存（存檔格式 {format}；此版本最多讀取 {reads}）。請更新 Safehouse 後再繼續這局；檔案保持原樣。',
} as const satisfies { readonly [K in keyof typeof savesEn]: string };
