/** The board's end of a link to the app: whatever carries the bytes (a pty, a TCP server). */
export interface BoardPort {
  /** Where the app connects: a device path, or tcp://HOST:PORT. */
  readonly where: string;
  /** False when nobody is there to receive (a TCP board with no client). */
  write(bytes: string | Uint8Array): boolean;
  onData(listener: (chunk: Uint8Array) => void): void;
  /** A new app connection (TCP only: a pty cannot tell when the device is opened). */
  onConnect(listener: () => void): void;
  close(): Promise<void>;
}
