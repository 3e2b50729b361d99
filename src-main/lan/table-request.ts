import { z } from 'zod';
import { type GameId, gameIdSchema } from '../../protocol/messages';
import { hostedGame, isRegisteredGame } from '../host/games';

/** `POST /api/tables` body. `seats`, for a game that takes them (its `seatsOption`), become its options. */
const TableRequest = z
  .object({
    game: gameIdSchema,
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
  if (!isRegisteredGame(game)) return { ok: false, message: `This host plays no game "${game}".` };
  if (seats === undefined) return { ok: true, game, options };
  const seatsOption = hostedGame(game).seatsOption;
  if (!seatsOption)
    return { ok: false, message: `${hostedGame(game).listing.name} takes no seats in a table request.` };
  const seated = seatsOption(seats, options ?? {});
  return seated.ok ? { ok: true, game, options: seated.value } : { ok: false, message: seated.error.message };
}
