import type { Result } from '../../engine/core';
import type { BoardReport } from '../../protocol/board-report';

/** What the host needs of the physical board to serve the app's board panel (src-main/games/doubleagent/board). */
export interface BoardPanel {
  report(reveal: boolean): BoardReport;
  connect(target: string, baud?: number): Result<void>;
  disconnect(): Promise<void>;
  ports(): Promise<string[]>;
  setMapping(raw: unknown): Result<readonly (string | null)[]>;
  onChange(listener: () => void): () => void;
}
