import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, dialog, type IpcMainEvent, ipcMain } from 'electron';
import { BoardService } from '../board/board-service';
import { BotRunner } from '../bots/bot-runner';
import { DEFAULT_PORT } from '../cli-args';
import { tablesDir } from '../data-dir';
import { lockDataFolder } from '../data-lock';
import { Host } from '../host/host';
import { SessionMux } from '../host/session-mux';
import { ABANDONED_SEAT_MS } from '../host/stand-ins';
import { TableStore } from '../host/table-store';
import { createLanSwitch, type LanSwitch } from '../lan/lan-switch';
import { builtWebRoot } from '../web-root';
import { registerAppScheme, serveRendererOverAppScheme } from './app-protocol';
import { APP_ORIGIN, CLOSE_SESSION, FRAME_TO_HOST, FRAME_TO_SCREEN, OPEN_SESSION } from './ipc-channels';
import { isTrustedSender, lockDownWebContents } from './security';

// A thin shell: the host does the work; this file only opens a locked-down window onto it.
registerAppScheme();
lockDownWebContents();

let host: Host;
let window: BrowserWindow | undefined;

let lanSwitch: LanSwitch | undefined;
let board: BoardService | undefined;
const bots = new BotRunner();

/**
 * Saved tables live in the app's user-data folder; unfinished ones come back on start. The
 * window talks to the host over IPC; the LAN server runs only while LAN play is switched on.
 */
function startHost(): Host {
  const store = new TableStore(tablesDir(app.getPath('userData')));
  const saved = store.loadAll();
  for (const warning of saved.warnings) console.log(`Note: ${warning}`);
  for (const problem of saved.problems) console.error(`could not load a saved game: ${problem}`);
  const started = new Host({
    store,
    lanSwitch: (enabled) => lanSwitch!(enabled),
    askBot: (question, signal) => bots.ask(question, signal),
    warmBots: () => bots.warm(),
    abandonedSeatMs: ABANDONED_SEAT_MS,
    openingPlay: { everyTable: true },
    botPace: 'normal',
  });
  board = new BoardService(started, {
    settingsFile: path.join(app.getPath('userData'), 'board.json'),
    log: (line) => console.log(line),
  });
  started.adopt(saved);
  const chosen = board.savedTarget;
  if (chosen) board.connect(chosen.target, chosen.baud);
  lanSwitch = createLanSwitch({ host: started, webRoot: builtWebRoot(), preferredPort: DEFAULT_PORT });
  return started;
}

function openWindow(): void {
  window = new BrowserWindow({
    width: 1280,
    height: 800,
    minWidth: 800,
    minHeight: 600,
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
  const contents = window.webContents;
  const screens = new SessionMux(host, (id, frame) => {
    if (!contents.isDestroyed()) contents.send(FRAME_TO_SCREEN, id, frame);
  });
  window.on('closed', () => {
    screens.closeAll();
    window = undefined;
  });
  const trusted = (event: IpcMainEvent) => isTrustedSender(event, window?.webContents);
  for (const channel of [OPEN_SESSION, FRAME_TO_HOST, CLOSE_SESSION]) ipcMain.removeAllListeners(channel);
  ipcMain.on(OPEN_SESSION, (event, id: unknown) => trusted(event) && screens.open(id));
  ipcMain.on(
    FRAME_TO_HOST,
    (event, id: unknown, frame: unknown) => trusted(event) && screens.receive(id, frame),
  );
  ipcMain.on(CLOSE_SESSION, (event, id: unknown) => trusted(event) && screens.close(id));
  window.loadURL(`${APP_ORIGIN}/index.html`);
}

app.whenReady().then(() => {
  const lock = lockDataFolder(app.getPath('userData'), 'close that one first.');
  if (!lock.ok) {
    console.error(`safehouse: ${lock.message}`);
    dialog.showErrorBox('Safehouse', lock.message);
    app.quit();
    return;
  }
  serveRendererOverAppScheme(builtWebRoot());
  host = startHost();
  openWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});

app.on('will-quit', () => {
  lanSwitch?.close();
  void board?.close();
  void bots.close();
});
