import { contextBridge, type IpcRendererEvent, ipcRenderer } from 'electron';
import { isMenuCommand, menuEventType } from '../../protocol/menu-commands';
import { isOpenedGameFile, type OpenedGameFile } from '../../protocol/opened-game-file';
import {
  CLOSE_SESSION,
  FRAME_TO_HOST,
  FRAME_TO_SCREEN,
  MENU_COMMAND,
  OPEN_SESSION,
  TAKE_OPENED_GAME_FILES,
} from './ipc-channels';

let lastSession = 0;

// The only door between the sandboxed page and the host: each screen opens a session that
// carries text frames in and out, as a WebSocket would in a browser.
contextBridge.exposeInMainWorld('safehouse', {
  /** The game files opened from the system since the last ask (the lobby takes them in). */
  async takeOpenedGameFiles(): Promise<OpenedGameFile[]> {
    const files: unknown = await ipcRenderer.invoke(TAKE_OPENED_GAME_FILES);
    return Array.isArray(files) ? files.filter(isOpenedGameFile) : [];
  },
  connect(listener: (frame: string) => void) {
    lastSession += 1;
    const id = lastSession;
    const forward = (_event: IpcRendererEvent, session: unknown, frame: unknown) => {
      if (session === id && typeof frame === 'string') listener(frame);
    };
    ipcRenderer.on(FRAME_TO_SCREEN, forward);
    ipcRenderer.send(OPEN_SESSION, id);
    return {
      send(frame: string): void {
        ipcRenderer.send(FRAME_TO_HOST, id, String(frame));
      },
      close(): void {
        ipcRenderer.off(FRAME_TO_SCREEN, forward);
        ipcRenderer.send(CLOSE_SESSION, id);
      },
    };
  },
});

// The menu's commands reach the page as plain events; anything else on the channel is dropped.
ipcRenderer.on(MENU_COMMAND, (_event: IpcRendererEvent, command: unknown) => {
  if (isMenuCommand(command)) window.dispatchEvent(new Event(menuEventType(command)));
});
