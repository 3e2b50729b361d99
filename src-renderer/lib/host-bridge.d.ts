/** One screen's session with the host through the Electron preload. */
interface SafehouseSession {
  send(frame: string): void;
  close(): void;
}

/** What the Electron preload exposes; absent in a plain browser. */
interface SafehouseBridge {
  connect(listener: (frame: string) => void): SafehouseSession;
  /** Game files opened from the system (a double-click on a .safehouse file), since the last ask. */
  takeOpenedGameFiles?(): Promise<import('../../protocol/opened-game-file').OpenedGameFile[]>;
}

interface Window {
  safehouse?: SafehouseBridge;
}
