import { err, MAX_SEAT_LENGTH, ok, type Result } from '../../engine/core';
import {
  type ClientMessage,
  ClientMessage as ClientMessageSchema,
  MAX_CLIENT_MESSAGE_BYTES,
  overlongSeatName,
} from '../../protocol/messages';

/** Turns one raw frame from an untrusted client into a typed message, or says exactly why not. */
export function parseClientMessage(raw: string): Result<ClientMessage> {
  if (Buffer.byteLength(raw, 'utf8') > MAX_CLIENT_MESSAGE_BYTES) {
    return err('too_large', `Messages are limited to ${MAX_CLIENT_MESSAGE_BYTES} bytes.`);
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return err('bad_json', 'The message is not valid JSON.');
  }
  const long =
    typeof data === 'object' && data !== null ? overlongSeatName((data as { seat?: unknown }).seat) : null;
  if (long !== null) {
    return err(
      'long_seat_name',
      `Seat names are at most ${MAX_SEAT_LENGTH} characters; this one has ${long}.`,
      { max: MAX_SEAT_LENGTH, length: long },
    );
  }
  const parsed = ClientMessageSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    return err('bad_message', `Unrecognised message${where}: ${issue?.message ?? 'invalid'}.`);
  }
  return ok(parsed.data);
}
