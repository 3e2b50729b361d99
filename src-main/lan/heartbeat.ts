import type WebSocket from 'ws';

/**
 * Pings `ws` every `intervalMs`; one that has not answered (pong or any frame) by the next ping is
 * cut off, so a frozen or vanished client goes within two intervals. Returns the stopper.
 */
export function keepAlive(ws: WebSocket, intervalMs: number): () => void {
  let alive = true;
  const heard = () => {
    alive = true;
  };
  ws.on('pong', heard);
  ws.on('message', heard);
  const timer = setInterval(() => {
    if (!alive) {
      ws.terminate();
      return;
    }
    alive = false;
    ws.ping();
  }, intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
