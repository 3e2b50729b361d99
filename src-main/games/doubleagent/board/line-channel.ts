import {
  type AppLine,
  type BoardLine,
  encodeAppLine,
  type LineError,
  LineSplitter,
  PROTOCOL_VERSION,
  parseBoardLine,
  peekHelloProto,
} from './codec';
import type { Transport } from './transport';

export interface ChannelListener {
  line(line: BoardLine): void;
  lineError(error: LineError): void;
  /** A HELLO of another protocol version, which version-1 parsing refuses. */
  foreignHello?(proto: number): void;
  closed(reason: string): void;
}

/** A transport seen as serial-v1 lines: bytes in, parsed board lines (or line errors) out. */
export class LineChannel {
  private readonly splitter = new LineSplitter();
  private listener: ChannelListener | null = null;
  private closedReason: string | null = null;
  /** Socket count from the board's HELLO, so STATE lengths and EV sockets are range-checked. */
  sockets: number | undefined;

  constructor(readonly transport: Transport) {
    transport.onData((chunk) => this.receive(chunk));
    transport.onClose((reason) => {
      this.closedReason = reason;
      this.listener?.closed(reason);
    });
  }

  get device(): string {
    return this.transport.device;
  }

  get isClosed(): boolean {
    return this.closedReason !== null;
  }

  listen(listener: ChannelListener | null): void {
    this.listener = listener;
    if (listener && this.closedReason !== null) listener.closed(this.closedReason);
  }

  send(line: AppLine): void {
    this.transport.write(`${encodeAppLine(line)}\n`);
  }

  close(): Promise<void> {
    this.listener = null;
    return this.transport.close();
  }

  private receive(chunk: Uint8Array): void {
    const { lines, errors } = this.splitter.push(chunk);
    for (const error of errors) this.listener?.lineError(error);
    for (const text of lines) {
      const parsed = parseBoardLine(text, { sockets: this.sockets });
      if (parsed.ok) {
        this.listener?.line(parsed.value);
        continue;
      }
      const proto = peekHelloProto(text);
      if (proto !== null && proto !== PROTOCOL_VERSION) this.listener?.foreignHello?.(proto);
      else this.listener?.lineError(parsed.error);
    }
  }
}
