/** A value or a refusal. Engines answer bad input with `err`, never by throwing. */
export type Result<T, E = EngineError> = { ok: true; value: T } | { ok: false; error: E };

/** The names and numbers a refusal's sentence is built from, so a screen can say it in any language. */
export type ErrorParams = Readonly<Record<string, string | number>>;

/**
 * A refusal with a stable machine-readable `code` (snake_case; each engine lists its own as a
 * union), a sentence in English for logs and tools, and the `params` a translation fills in.
 */
export interface EngineError<Code extends string = string> {
  readonly code: Code;
  readonly message: string;
  readonly params?: ErrorParams;
}

export const ok = <T>(value: T): Result<T, never> => ({ ok: true, value });

export const err = <Code extends string>(
  code: Code,
  message: string,
  params?: ErrorParams,
): Result<never, EngineError<Code>> => ({
  ok: false,
  error: params === undefined ? { code, message } : { code, message, params },
});
