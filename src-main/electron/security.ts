import { app, type IpcMainEvent, session, type WebContents } from 'electron';
import { APP_ORIGIN } from './ipc-channels';

/** Electron's security checklist, applied once for every web contents the app ever creates. */
export function lockDownWebContents(): void {
  app.on('web-contents-created', (_event, contents) => {
    contents.on('will-navigate', (event, url) => {
      if (!url.startsWith(`${APP_ORIGIN}/`)) event.preventDefault();
    });
    contents.on('will-redirect', (event) => event.preventDefault());
    contents.on('will-attach-webview', (event) => event.preventDefault());
    contents.setWindowOpenHandler(() => ({ action: 'deny' }));
  });
  app.whenReady().then(() => {
    session.defaultSession.setPermissionRequestHandler((_contents, _permission, grant) => grant(false));
    session.defaultSession.setPermissionCheckHandler(() => false);
  });
}

/** True only for our own window's top frame showing our own pages (never an iframe inside it). */
export function isTrustedSender(
  event: Pick<IpcMainEvent, 'sender' | 'senderFrame'>,
  window: Pick<WebContents, 'id' | 'mainFrame'> | undefined,
): boolean {
  if (!window || event.sender.id !== window.id) return false;
  if (!event.senderFrame || event.senderFrame !== window.mainFrame) return false;
  const frameUrl = event.senderFrame?.url ?? '';
  return frameUrl.startsWith(`${APP_ORIGIN}/`);
}
