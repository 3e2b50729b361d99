import {
  type ClientMessage,
  ClientMessage as ClientMessageSchema,
  MAX_CLIENT_MESSAGE_BYTES,
} from '../../protocol/messages';

export type ParseOutcome =
  | { ok: true; message: ClientMessage }
  | { ok: false; code: string; message: string };

/** Turns one raw frame from an untrusted client into a typed message, or says exactly why not. */
export function parseClientMessage(raw: string): ParseOutcome {
  if (Buffer.byteLength(raw, 'utf8') > MAX_CLIENT_MESSAGE_BYTES) {
    return {
      ok: false,
      code: 'too_large',
      message: `Messages are limited to ${MAX_CLIENT_MESSAGE_BYTES} bytes.`,
    };
  }
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, code: 'bad_json', message: 'The message is not valid JSON.' };
  }
  const parsed = ClientMessageSchema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? ` at ${issue.path.join('.')}` : '';
    return {
      ok: false,
      code: 'bad_message',
      message: `Unrecognised message${where}: ${issue?.message ?? 'invalid'}.`,
    };
  }
  return { ok: true, message: parsed.data };
}
