import { contextBridge, type IpcRendererEvent, ipcRenderer } from 'electron';
import { FRAME_TO_HOST, FRAME_TO_SCREEN } from './ipc-channels';

// The only door between the sandboxed page and the host: text frames in, text frames out.
contextBridge.exposeInMainWorld('safehouse', {
  send(frame: string): void {
    ipcRenderer.send(FRAME_TO_HOST, String(frame));
  },
  onMessage(listener: (frame: string) => void): () => void {
    const forward = (_event: IpcRendererEvent, frame: unknown) => {
      if (typeof frame === 'string') listener(frame);
    };
    ipcRenderer.on(FRAME_TO_SCREEN, forward);
    return () => {
      ipcRenderer.off(FRAME_TO_SCREEN, forward);
    };
  },
});
