import type { settingsEn } from './settings.en';

/** 繁體中文 for the same area, merged into `zh-TW.ts`; every key of the English part, no other. */
export const settingsZhTW = {
  'settings.link': '設定',
  'settings.title': '設定',
  'settings.intro': '這些設定只保存在這台裝置上。',
  'settings.back': '返回（Esc）',
  'settings.language.heading': '語言',
  'settings.language.help': '立即變更這台裝置上的所有畫面，不會重新載入。',
  'settings.sound.heading': '聲音',
  'settings.sound.label': '提示音',
  'settings.sound.help':
    '《雙面特務》計時開局行動中的短音（每個時段開始和結束時各響一聲，最後幾秒每秒滴答一聲），以及每張桌上輪到你、停火協議結算和遊戲結束時的提示音。',
  'settings.motion.heading': '動畫速度',
  'settings.motion.help': '桌面上卡牌滑動、棋子走動和擲骰動畫的快慢。選「關閉」時，每個變化會立即顯示。',
  'settings.motion.reduced': '這台裝置要求減少動態效果，因此這裡預設關閉動畫。',
  'settings.motion.off': '關閉',
  'settings.motion.slow': '慢',
  'settings.motion.normal': '一般',
  'settings.motion.fast': '快',
  'settings.dialogs.heading': '結果對話框',
  'settings.dialogs.label': '結果對話框保留到我關閉為止',
  'settings.dialogs.help':
    '在你自己的畫面上，停火協議的結果會在足夠閱讀的時間後（每分鐘 250 字，至少 8 秒）自動關閉，並顯示倒數；游標停在上面時倒數會暫停。開啟這個選項後，它會一直保留到你關閉為止。多位玩家共用的畫面一律保留。',
  'settings.board.heading': '實體棋盤',
  'settings.board.checking': '正在詢問主機…',
  'settings.board.host': '這台就是主機：請在棋盤面板中連接雙面特務的營地棋盤，並查看各個插座。',
  'settings.board.open': '開啟棋盤面板',
  'settings.board.elsewhere': '實體棋盤要在主機（執行 Safehouse 的那台電腦）的大廳中連接。',
} as const satisfies { readonly [K in keyof typeof settingsEn]: string };
