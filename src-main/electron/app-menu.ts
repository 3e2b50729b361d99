import type { MenuItemConstructorOptions } from 'electron';
import type { MenuCommand } from '../../protocol/menu-commands';
import type { MenuWords } from './menu-words';

export interface MenuActions {
  /** Sends a command to the page (How to play, the LAN panel). */
  page(command: MenuCommand): void;
  /** Shows the app's name and version (on macOS the system's About panel does). */
  about(): void;
}

/**
 * The application menu: View → Full screen, Table → the LAN address, Help → How to play and
 * About. On macOS the app's own menu comes first (About, Hide, Quit with ⌘Q) and the Edit and
 * Window menus follow the system's conventions; elsewhere File holds Quit.
 */
export function menuTemplate(
  words: MenuWords,
  platform: NodeJS.Platform,
  actions: MenuActions,
): MenuItemConstructorOptions[] {
  const mac = platform === 'darwin';
  const view: MenuItemConstructorOptions = {
    label: words.view,
    submenu: [{ label: words.fullScreen, role: 'togglefullscreen', accelerator: mac ? 'Ctrl+Cmd+F' : 'F11' }],
  };
  const table: MenuItemConstructorOptions = {
    label: words.table,
    submenu: [{ label: words.showLan, accelerator: 'CmdOrCtrl+L', click: () => actions.page('showLan') }],
  };
  const help: MenuItemConstructorOptions = {
    role: 'help',
    label: words.help,
    submenu: [
      { label: words.howToPlay, accelerator: mac ? undefined : 'F1', click: () => actions.page('howToPlay') },
      ...(mac ? [] : [{ type: 'separator' } as const, { label: words.about, click: () => actions.about() }]),
    ],
  };
  if (!mac) return [{ label: words.file, submenu: [{ label: words.quit, role: 'quit' }] }, view, table, help];
  return [
    {
      label: 'Safehouse',
      submenu: [
        { label: words.about, role: 'about' },
        { type: 'separator' },
        { label: words.hide, role: 'hide' },
        { label: words.hideOthers, role: 'hideOthers' },
        { label: words.showAll, role: 'unhide' },
        { type: 'separator' },
        { label: words.quit, role: 'quit' },
      ],
    },
    // The system's Edit menu: copy and paste in text fields (a join code) need it on macOS.
    { label: words.edit, role: 'editMenu' },
    view,
    table,
    { label: words.window, role: 'windowMenu' },
    help,
  ];
}
