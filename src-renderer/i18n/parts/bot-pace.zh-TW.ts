import type { botPaceEn } from './bot-pace.en';

/** 繁體中文 for the same area, merged into `zh-TW.ts`; every key of the English part, no other. */
export const botPaceZhTW = {
  'computerGame.heading': '電腦要下得多強？',
  'computerGame.easy': '簡單',
  'computerGame.normal': '普通',
  'computerGame.hard': '困難',
  'computerGame.cancel': '取消（Esc）',
  'botPace.label': '電腦出手',
  'botPace.off': '立即',
  'botPace.normal': '一般',
  'botPace.slow': '慢',
  'botPace.help': '這張桌上電腦玩家的動作顯示得多快，對桌上每個人都一樣。',
} as const satisfies { readonly [K in keyof typeof botPaceEn]: string };
