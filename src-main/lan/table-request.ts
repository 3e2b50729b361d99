import { z } from 'zod';
import { GAME_IDS, type GameId } from '../../protocol/messages';

/** `POST /api/tables` body. `seats` is accepted for Double Agent as its player list. */
const TableRequest = z
  .object({
    game: z.enum(GAME_IDS),
    seats: z.array(z.string().min(1).max(32)).max(6).optional(),
    options: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

export type TableRequestOutcome =
  | { ok: true; game: GameId; options: Record<string, unknown> | undefined }
  | { ok: false; message: string };

export function parseTableRequest(body: string): TableRequestOutcome {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return { ok: false, message: 'The body is not valid JSON.' };
  }
  const parsed = TableRequest.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      message: `Bad table request at ${issue?.path.join('.') || '(root)'}: ${issue?.message}.`,
    };
  }
  const { game, seats, options } = parsed.data;
  if (seats === undefined) return { ok: true, game, options };
  if (game === 'coldwar') {
    const expected = ['CIA', 'KGB'];
    if (seats.length !== 2 || !expected.every((seat) => seats.includes(seat))) {
      return { ok: false, message: 'Cold War has exactly the seats CIA and KGB.' };
    }
    return { ok: true, game, options };
  }
  return { ok: true, game, options: { ...options, players: seats } };
}
