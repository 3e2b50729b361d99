/**
 * The physical board as the board panel and `GET /api/board` show it. Wire types only; the
 * host builds them in src-main/games/doubleagent/board/board-service.ts.
 */

/** A socket's position (`1` ON, `0` OFF) or presence (`1` in place, `0` lifted); `?` unknown. */
export type BoardMark = '1' | '0' | '?';

export type BoardLinkPhase = 'connecting' | 'connected' | 'reconnecting' | 'failed' | 'closed';

export interface BoardIdentity {
  readonly id: string;
  readonly sockets: number;
  readonly caps: { readonly presence: boolean; readonly leds: boolean; readonly buzzer: boolean };
  readonly fw: string;
}

/** A socket whose position or presence differed after the board came back (1-based socket). */
export interface SocketChange {
  readonly socket: number;
  readonly pos: { readonly from: BoardMark; readonly to: BoardMark };
  readonly pres: { readonly from: BoardMark; readonly to: BoardMark } | null;
}

export interface BoardLinkStatus {
  /** What was asked for: a device path, `auto`, or tcp://HOST:PORT. */
  readonly target: string;
  readonly device: string | null;
  readonly phase: BoardLinkPhase;
  /** One sentence a person can act on. */
  readonly message: string;
  readonly board: BoardIdentity | null;
  readonly lineErrors: number;
  readonly lastLineError: string | null;
  readonly seqGaps: number;
  readonly resyncs: number;
  readonly reconnects: number;
  readonly unansweredCommands: number;
  /** Sockets that changed while the board was away, from the last reconnect. */
  readonly awayChanges: readonly SocketChange[];
}

export interface BoardReport {
  /** False when no board is chosen. */
  readonly configured: boolean;
  readonly status: BoardLinkStatus | null;
  /** Monitor positions per socket; null while a game is on the board (they are secret then). */
  readonly positions: readonly BoardMark[] | null;
  /** Presence per socket (lifted or in place), or null on a board without presence sensing. */
  readonly presence: readonly BoardMark[] | null;
  readonly positionsHidden: boolean;
  /** The physical table the board stands in for, if any. */
  readonly table: string | null;
  /** Socket i (1-based) → the sector id at index i − 1, or null. */
  readonly mapping: readonly (string | null)[];
  /** The monitored sectors of that table's camp, which the mapping may use. */
  readonly sectors: readonly string[];
}
