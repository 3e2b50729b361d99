/** A value or a refusal. Engines answer bad input with `err`, never by throwing. */
export type Result<T, E = EngineError> = { ok: true; value: T } | { ok: false; error: E };

/** A refusal with a stable machine-readable `code` and a sentence a player can read. */
export interface EngineError {
  readonly code: string;
  readonly message: string;
}

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

export const err = (code: string, message: string): Result<never, EngineError> => ({
  ok: false,
  error: { code, message },
});
