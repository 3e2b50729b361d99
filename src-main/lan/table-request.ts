import { z } from 'zod';
import { err, ok, type Result } from '../../engine/core';
import { type GameId, gameIdSchema } from '../../protocol/messages';
import { hostedGame, isRegisteredGame } from '../host/games';

/**
 * `POST /api/tables` body. `seats`, for a game that takes them (its `seatsOption`), become its
 * options: their length is the game's to judge (`long_player_name`), as for `createTable`.
 */
const TableRequestSchema = z
  .object({
    game: gameIdSchema,
    seats: z.array(z.string().min(1)).max(6).optional(),
    options: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

export interface TableRequest {
  readonly game: GameId;
  readonly options: Record<string, unknown> | undefined;
}

export function parseTableRequest(body: string): Result<TableRequest> {
  let data: unknown;
  try {
    data = JSON.parse(body);
  } catch {
    return err('bad_json', 'The body is not valid JSON.');
  }
  const parsed = TableRequestSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return err(
      'bad_message',
      `Bad table request at ${issue?.path.join('.') || '(root)'}: ${issue?.message}.`,
    );
  }
  const { game, seats, options } = parsed.data;
  if (!isRegisteredGame(game)) return err('unknown_game', `This host plays no game "${game}".`);
  if (seats === undefined) return ok({ game, options });
  const seatsOption = hostedGame(game).seatsOption;
  if (!seatsOption)
    return err('bad_seats', `${hostedGame(game).listing.name} takes no seats in a table request.`);
  const seated = seatsOption(seats, options ?? {});
  return seated.ok ? ok({ game, options: seated.value }) : seated;
}
