/** What the Electron preload exposes; absent in a plain browser. */
interface SafehouseBridge {
  send(frame: string): void;
  onMessage(listener: (frame: string) => void): () => void;
}

interface Window {
  safehouse?: SafehouseBridge;
}
