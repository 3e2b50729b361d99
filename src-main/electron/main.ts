import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, ipcMain } from 'electron';
import { DEFAULT_PORT } from '../cli-args';
import { tablesDir } from '../data-dir';
import { Host } from '../host/host';
import { TableStore } from '../host/table-store';
import { createLanSwitch, type LanSwitch } from '../lan/lan-switch';
import { builtWebRoot } from '../web-root';
import { registerAppScheme, serveRendererOverAppScheme } from './app-protocol';
import { APP_ORIGIN, FRAME_TO_HOST, FRAME_TO_SCREEN } from './ipc-channels';
import { isTrustedSender, lockDownWebContents } from './security';

// A thin shell: the host does the work; this file only opens a locked-down window onto it.
registerAppScheme();
lockDownWebContents();

let host: Host;
let window: BrowserWindow | undefined;

let lanSwitch: LanSwitch | undefined;

/**
 * Saved tables live in the app's user-data folder; unfinished ones come back on start. The
 * window talks to the host over IPC; the LAN server runs only while LAN play is switched on.
 */
function startHost(): Host {
  const store = new TableStore(tablesDir(app.getPath('userData')));
  const saved = store.loadAll();
  for (const problem of saved.problems) console.error(`could not load a saved game: ${problem}`);
  const started = new Host({ store, lanSwitch: (enabled) => lanSwitch!(enabled) });
  started.adopt(saved.tables);
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
  const session = host.connect(
    {
      send: (message) => {
        if (!contents.isDestroyed()) contents.send(FRAME_TO_SCREEN, JSON.stringify(message));
      },
    },
    { local: true },
  );
  window.on('closed', () => {
    session.close();
    window = undefined;
  });
  ipcMain.removeAllListeners(FRAME_TO_HOST);
  ipcMain.on(FRAME_TO_HOST, (event, frame: unknown) => {
    if (!isTrustedSender(event, window?.webContents) || typeof frame !== 'string') return;
    session.receive(frame);
  });
  window.loadURL(`${APP_ORIGIN}/index.html`);
}

app.whenReady().then(() => {
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
});
