import type { MenuItemConstructorOptions } from 'electron';
import { describe, expect, it } from 'vitest';
import { menuTemplate } from '../../src-main/electron/app-menu';
import { MENU_WORDS, menuLanguage } from '../../src-main/electron/menu-words';

type Item = MenuItemConstructorOptions;
const items = (menu: Item | undefined) => (menu?.submenu ?? []) as Item[];
const byLabel = (menus: Item[], label: string) => menus.find((m) => m.label === label);

function recorded(platform: NodeJS.Platform, language: 'en' | 'zh-TW' = 'en') {
  const calls: string[] = [];
  const menus = menuTemplate(MENU_WORDS[language], platform, {
    page: (command) => calls.push(command),
    about: () => calls.push('about'),
  });
  return { menus, calls };
}
const click = (item: Item | undefined) => (item?.click as (() => void) | undefined)?.();

describe('the desktop menu', () => {
  it('Windows and Linux: File → Quit, View → Full screen, Table → the LAN address, Help → How to play and About', () => {
    for (const platform of ['win32', 'linux'] as const) {
      const { menus, calls } = recorded(platform);
      expect(menus.map((m) => m.label)).toEqual(['File', 'View', 'Table', 'Help']);
      expect(items(byLabel(menus, 'File'))).toEqual([{ label: 'Quit Safehouse', role: 'quit' }]);
      expect(items(byLabel(menus, 'View'))[0]).toMatchObject({
        label: 'Full screen',
        role: 'togglefullscreen',
        accelerator: 'F11',
      });
      click(items(byLabel(menus, 'Table'))[0]);
      const help = items(byLabel(menus, 'Help'));
      expect(help.map((i) => i.label ?? i.type)).toEqual(['How to play', 'separator', 'About Safehouse']);
      click(help[0]);
      click(help[2]);
      expect(calls).toEqual(['showLan', 'howToPlay', 'about']);
    }
  });

  it("macOS: the app's menu first (About, Hide, Quit by the system's roles), Edit and Window as the system has them", () => {
    const { menus } = recorded('darwin');
    expect(menus.map((m) => m.label)).toEqual(['Safehouse', 'Edit', 'View', 'Table', 'Window', 'Help']);
    expect(items(menus[0]).map((i) => i.role ?? i.type)).toEqual([
      'about',
      'separator',
      'hide',
      'hideOthers',
      'unhide',
      'separator',
      'quit',
    ]);
    expect(menus[1]?.role).toBe('editMenu');
    expect(menus[4]?.role).toBe('windowMenu');
    expect(items(byLabel(menus, 'View'))[0]?.accelerator).toBe('Ctrl+Cmd+F');
    // About is the app menu's, not repeated under Help.
    expect(items(byLabel(menus, 'Help')).map((i) => i.label)).toEqual(['How to play']);
  });

  it('speaks Traditional Chinese to a Traditional Chinese system', () => {
    const { menus } = recorded('win32', 'zh-TW');
    expect(menus.map((m) => m.label)).toEqual(['檔案', '檢視', '牌桌', '說明']);
    expect(items(menus[2])[0]?.label).toBe('顯示區域網路位址與 QR 碼');
    expect(Object.keys(MENU_WORDS['zh-TW']).sort()).toEqual(Object.keys(MENU_WORDS.en).sort());
  });

  it('takes the language from the first preferred system language', () => {
    expect(menuLanguage(['zh-TW', 'en-US'])).toBe('zh-TW');
    expect(menuLanguage(['zh-Hant-HK'])).toBe('zh-TW');
    expect(menuLanguage(['zh-HK'])).toBe('zh-TW');
    expect(menuLanguage(['zh-CN', 'zh-TW'])).toBe('en');
    expect(menuLanguage(['en-GB', 'zh-TW'])).toBe('en');
    expect(menuLanguage([])).toBe('en');
  });
});
