import { createServer, type Socket } from 'node:net';
import type { BoardPort } from './board-port';

/** A network board (ESP32-style): a TCP server with one client at a time; a newcomer replaces the old one. */
export async function openTcpPort(port: number, host = '127.0.0.1'): Promise<BoardPort & { port: number }> {
  const dataListeners: ((chunk: Uint8Array) => void)[] = [];
  const connectListeners: (() => void)[] = [];
  let client: Socket | null = null;
  const server = createServer((socket) => {
    client?.destroy();
    client = socket;
    socket.setNoDelay(true);
    socket.on('error', () => {}); // a vanished app is just a closed connection
    socket.on('data', (chunk: Buffer) => {
      for (const listener of dataListeners) listener(new Uint8Array(chunk));
    });
    socket.on('close', () => {
      if (client === socket) client = null;
    });
    for (const listener of connectListeners) listener();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `port ${port} is already in use`
            : `cannot listen on ${port}: ${error.message}`,
        ),
      ),
    );
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  return {
    where: `tcp://${shownHost}:${actualPort}`,
    port: actualPort,
    write: (bytes) => {
      if (!client || client.destroyed) return false;
      client.write(bytes);
      return true;
    },
    onData: (listener) => dataListeners.push(listener),
    onConnect: (listener) => connectListeners.push(listener),
    close: () =>
      new Promise((resolve) => {
        client?.destroy();
        client = null;
        server.close(() => resolve());
      }),
  };
}
