import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { app, BrowserWindow, ipcMain } from 'electron';
import { Host } from '../host/host';
import { builtWebRoot } from '../web-root';
import { registerAppScheme, serveRendererOverAppScheme } from './app-protocol';
import { APP_ORIGIN, FRAME_TO_HOST, FRAME_TO_SCREEN } from './ipc-channels';
import { isTrustedSender, lockDownWebContents } from './security';

// A thin shell: the host does the work; this file only opens a locked-down window onto it.
registerAppScheme();
lockDownWebContents();

const host = new Host();
let window: BrowserWindow | undefined;

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
  const session = host.connect({
    send: (message) => {
      if (!contents.isDestroyed()) contents.send(FRAME_TO_SCREEN, JSON.stringify(message));
    },
  });
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
  openWindow();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) openWindow();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
