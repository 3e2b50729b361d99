/** One screen's session with the host through the Electron preload. */
interface SafehouseSession {
  send(frame: string): void;
  close(): void;
}

/** What the Electron preload exposes; absent in a plain browser. */
interface SafehouseBridge {
  connect(listener: (frame: string) => void): SafehouseSession;
}

interface Window {
  safehouse?: SafehouseBridge;
}
