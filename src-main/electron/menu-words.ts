/** The desktop menu's words, in both languages the screens speak. */
export const MENU_WORDS = {
  en: {
    view: 'View',
    fullScreen: 'Full screen',
    table: 'Table',
    showLan: 'Show the LAN address and QR code',
    help: 'Help',
    howToPlay: 'How to play',
    about: 'About Safehouse',
    aboutVersion: 'Safehouse {version}',
    aboutDetail: 'A digital table for spy board games.',
    file: 'File',
    quit: 'Quit Safehouse',
    hide: 'Hide Safehouse',
    hideOthers: 'Hide others',
    showAll: 'Show all',
    edit: 'Edit',
    window: 'Window',
  },
  'zh-TW': {
    view: '檢視',
    fullScreen: '全螢幕',
    table: '牌桌',
    showLan: '顯示區域網路位址與 QR 碼',
    help: '說明',
    howToPlay: '遊戲說明',
    about: '關於 Safehouse',
    aboutVersion: 'Safehouse {version}',
    aboutDetail: '諜報桌遊的數位牌桌。',
    file: '檔案',
    quit: '結束 Safehouse',
    hide: '隱藏 Safehouse',
    hideOthers: '隱藏其他',
    showAll: '全部顯示',
    edit: '編輯',
    window: '視窗',
  },
} as const;

export type MenuLanguage = keyof typeof MENU_WORDS;
export type MenuWords = (typeof MENU_WORDS)[MenuLanguage];

/** The system's first preferred language decides: Traditional Chinese for zh-TW/HK/MO or zh-Hant. */
export function menuLanguage(preferred: readonly string[]): MenuLanguage {
  const first = (preferred[0] ?? '').toLowerCase();
  return /^zh-(hant|tw|hk|mo)\b/.test(first) ? 'zh-TW' : 'en';
}
