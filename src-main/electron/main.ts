import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, type IpcMainEvent, ipcMain, Menu, screen } from 'electron';
import { type RunningApp, reportSaved, startApp } from '../app/start-app';
import type { Host } from '../host/host';
import { SessionMux } from '../host/session-mux';
import { APP_VERSION } from '../version';
import { builtWebRoot } from '../web-root';
import { menuTemplate } from './app-menu';
import { registerAppScheme, serveRendererOverAppScheme } from './app-protocol';
import {
  APP_ORIGIN,
  CLOSE_SESSION,
  FRAME_TO_HOST,
  FRAME_TO_SCREEN,
  MENU_COMMAND,
  OPEN_SESSION,
  TAKE_OPENED_GAME_FILES,
} from './ipc-channels';
import { MENU_WORDS, menuLanguage } from './menu-words';
import { gameFilesIn, OpenedGameFiles } from './opened-game-files';
import { isTrustedSender, lockDownWebContents } from './security';
import { readWindowState, windowPlacement, writeWindowState } from './window-state';

// A thin shell: the host does the work; this file only opens a locked-down window onto it.
// One app at a time: a second launch hands over to the first (its window comes to the front).
const firstInstance = app.requestSingleInstanceLock();
if (!firstInstance) app.quit();
registerAppScheme();
lockDownWebContents();

// `.safehouse` files opened from the system: at launch (Windows, Linux), by a second launch, or
// by macOS's open-file (which may come before the app is ready). The lobby takes them in.
const openedGameFiles = new OpenedGameFiles();
for (const file of gameFilesIn(process.argv.slice(1))) openedGameFiles.add(file);
function gameFilesWaiting(): void {
  if (window && openedGameFiles.size > 0) window.webContents.send(MENU_COMMAND, 'openGameFiles');
}
app.on('open-file', (event, file) => {
  event.preventDefault();
  openedGameFiles.add(file);
  gameFilesWaiting();
});

let host: Host;
let window: BrowserWindow | undefined;
let running: RunningApp | undefined;

const WINDOW_SIZES = { width: 1280, height: 800, minWidth: 800, minHeight: 600 };
const windowStateFile = () => path.join(app.getPath('userData'), 'window.json');

function setUpMenu(): void {
  const words = MENU_WORDS[menuLanguage(app.getPreferredSystemLanguages())];
  const version = words.aboutVersion.replace('{version}', APP_VERSION);
  app.setAboutPanelOptions({
    applicationName: 'Safehouse',
    applicationVersion: APP_VERSION,
    credits: words.aboutDetail,
  });
  const template = menuTemplate(words, process.platform, {
    page: (command) => window?.webContents.send(MENU_COMMAND, command),
    about: () =>
      void dialog.showMessageBox({
        type: 'info',
        title: words.about,
        message: version,
        detail: words.aboutDetail,
      }),
  });
  Menu.setApplicationMenu(Menu.buildFromTemplate(template));
}

function openWindow(): void {
  const placed = windowPlacement(
    readWindowState(windowStateFile()),
    screen.getAllDisplays().map((display) => display.workArea),
    WINDOW_SIZES,
  );
  window = new BrowserWindow({
    ...placed.bounds,
    minWidth: WINDOW_SIZES.minWidth,
    minHeight: WINDOW_SIZES.minHeight,
    fullscreen: placed.fullScreen,
    title: 'Safehouse',
    backgroundColor: '#101820',
    webPreferences: {
      preload: path.join(path.dirname(fileURLToPath(import.meta.url)), '../preload/preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
    },
  });
  if (placed.maximized) window.maximize();
  const opened = window;
  opened.on('close', () => {
    try {
      writeWindowState(windowStateFile(), {
        bounds: opened.getNormalBounds(),
        maximized: opened.isMaximized(),
        fullScreen: opened.isFullScreen(),
      });
    } catch (error) {
      // Remembering the window is a courtesy: a full disk must not stop the app from closing.
      console.error(`safehouse: the window's place was not saved: ${String(error)}`);
    }
  });
  const contents = window.webContents;
  const screens = new SessionMux(host, (id, frame) => {
    if (!contents.isDestroyed()) contents.send(FRAME_TO_SCREEN, id, frame);
  });
  window.on('closed', () => {
    screens.closeAll();
    window = undefined;
  });
  const trusted = (event: Pick<IpcMainEvent, 'sender' | 'senderFrame'>) =>
    isTrustedSender(event, window?.webContents);
  for (const channel of [OPEN_SESSION, FRAME_TO_HOST, CLOSE_SESSION]) ipcMain.removeAllListeners(channel);
  ipcMain.removeHandler(TAKE_OPENED_GAME_FILES);
  ipcMain.handle(TAKE_OPENED_GAME_FILES, (event) => (trusted(event) ? openedGameFiles.take() : []));
  ipcMain.on(OPEN_SESSION, (event, id: unknown) => trusted(event) && screens.open(id));
  ipcMain.on(
    FRAME_TO_HOST,
    (event, id: unknown, frame: unknown) => trusted(event) && screens.receive(id, frame),
  );
  ipcMain.on(CLOSE_SESSION, (event, id: unknown) => trusted(event) && screens.close(id));
  window.loadURL(`${APP_ORIGIN}/index.html`);
}

/**
 * Saved tables live in the app's user-data folder; unfinished ones come back on start. The
 * window talks to the host over IPC; the LAN server runs only while LAN play is switched on.
 */
app.on('second-instance', (_event, argv: string[]) => {
  for (const file of gameFilesIn(argv.slice(1))) openedGameFiles.add(file);
  gameFilesWaiting();
  if (!window) return;
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
});

app.whenReady().then(async () => {
  if (!firstInstance) return;
  const started = await startApp({
    dataDir: app.getPath('userData'),
    lockAdvice: 'close that one first.',
    webRoot: builtWebRoot(),
    listen: null,
  });
  if (!started.ok) {
    console.error(`safehouse: ${started.error.message}`);
    dialog.showErrorBox('Safehouse', started.error.message);
    app.quit();
    return;
  }
  running = started.value;
  const report = reportSaved(running.saved, running.tablesDirectory);
  for (const line of report.info) console.log(line);
  for (const line of report.errors) console.error(line);
  serveRendererOverAppScheme(builtWebRoot());
  host = running.host;
  setUpMenu();
  openWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

app.on('will-quit', () => {
  void running?.close();
});
