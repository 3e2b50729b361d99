import { err, ok, type Result } from '../../engine/core';
import type { ClientMessage, HostMessage } from '../../protocol/messages';
import type { BoardPanel } from './board-panel';

/** One screen of the host machine using the board panel. */
export interface BoardScreen {
  send(message: HostMessage): void;
  /** Stops the reports this screen watches, if it watches any. */
  unwatch: (() => void) | null;
}

/** Carries out a board panel command from a screen of the host machine. */
export function boardCommand(
  board: BoardPanel,
  screen: BoardScreen,
  message: Extract<ClientMessage, { type: 'board' }>,
): Result<void> {
  const sendReport = () => screen.send({ type: 'board', report: board.report(false) });
  switch (message.command) {
    case 'watch':
      screen.unwatch?.();
      screen.unwatch = board.onChange(sendReport);
      sendReport();
      return ok(undefined);
    case 'unwatch':
      screen.unwatch?.();
      screen.unwatch = null;
      return ok(undefined);
    case 'ports':
      board.ports().then(
        (ports) => screen.send({ type: 'boardPorts', ports }),
        (error: unknown) =>
          screen.send({
            type: 'error',
            code: 'ports_failed',
            message: `Cannot list serial ports: ${String(error)}`,
          }),
      );
      return ok(undefined);
    case 'connect':
      if (!message.target) return err('bad_target', 'Choose a serial device, auto, or tcp://HOST:PORT.');
      return board.connect(message.target, message.baud);
    case 'disconnect':
      void board.disconnect();
      return ok(undefined);
    case 'mapping': {
      const saved = board.setMapping({ mapping: message.mapping });
      return saved.ok ? ok(undefined) : saved;
    }
  }
}
