import { connect, type Socket } from 'node:net';
import { SerialPort } from 'serialport';
import { parseTcpTarget } from './tcp-target';

/** A byte pipe to a board: a serial device or a TCP socket; the link never knows which. */
export interface Transport {
  readonly device: string;
  write(text: string): void;
  onData(listener: (chunk: Uint8Array) => void): void;
  /** Called once, when the pipe closes for any reason (unplugged, peer gone, closed by us). */
  onClose(listener: (reason: string) => void): void;
  close(): Promise<void>;
}

export type OpenTransport = (device: string, baud: number) => Promise<Transport>;

function closeOnce(notify: (reason: string) => void): (reason: string) => void {
  let closed = false;
  return (reason) => {
    if (closed) return;
    closed = true;
    notify(reason);
  };
}

function fromSocket(device: string, socket: Socket): Transport {
  const closeListeners: ((reason: string) => void)[] = [];
  const closed = closeOnce((reason) => {
    for (const listener of closeListeners) listener(reason);
  });
  let lastError = '';
  socket.on('error', (error) => {
    lastError = error.message;
  });
  socket.on('close', () => closed(lastError || 'the board closed the connection'));
  return {
    device,
    write: (text) => {
      if (!socket.destroyed) socket.write(text);
    },
    onData: (listener) => socket.on('data', listener),
    onClose: (listener) => closeListeners.push(listener),
    close: () =>
      new Promise((resolve) => {
        if (socket.destroyed) return resolve();
        socket.once('close', () => resolve());
        socket.destroy();
      }),
  };
}

function openTcp(device: string, host: string, port: number): Promise<Transport> {
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port });
    socket.setNoDelay(true);
    socket.once('connect', () => {
      socket.removeAllListeners('error');
      resolve(fromSocket(device, socket));
    });
    socket.once('error', (error) => reject(new Error(`cannot reach ${device}: ${error.message}`)));
  });
}

function openSerial(device: string, baudRate: number): Promise<Transport> {
  return new Promise((resolve, reject) => {
    const port = new SerialPort({ path: device, baudRate, autoOpen: false });
    port.open((error) => {
      if (error) return reject(new Error(`cannot open ${device}: ${error.message}`));
      const closeListeners: ((reason: string) => void)[] = [];
      const closed = closeOnce((reason) => {
        for (const listener of closeListeners) listener(reason);
      });
      port.on('close', (why: { disconnected?: boolean } | null) =>
        closed(why?.disconnected ? 'the device was unplugged' : 'the port was closed'),
      );
      port.on('error', (portError: Error) => closed(portError.message));
      resolve({
        device,
        write: (text) => {
          if (port.isOpen) port.write(text);
        },
        onData: (listener) => port.on('data', listener),
        onClose: (listener) => closeListeners.push(listener),
        close: () =>
          new Promise((done) => {
            if (!port.isOpen) return done();
            port.close(() => done());
          }),
      });
    });
  });
}

/** Opens a serial device path or a `tcp://HOST:PORT` network board. */
export const openTransport: OpenTransport = (device, baud) => {
  const tcp = parseTcpTarget(device);
  if (device.startsWith('tcp://') && !tcp)
    return Promise.reject(new Error(`"${device}" is not a tcp://HOST:PORT address`));
  return tcp ? openTcp(device, tcp.host, tcp.port) : openSerial(device, baud);
};

/** Serial devices this machine offers, for `auto`. */
export async function listSerialDevices(): Promise<string[]> {
  const ports = await SerialPort.list();
  return ports.map((port) => port.path);
}
