/**
 * Waits until `check` holds, polling every `everyMs`; fails naming `what` after `ms`. The bound is
 * generous on purpose: on a busy machine events come late, and only a missing one should fail.
 */
export async function until(check: () => boolean, what: string, ms = 20_000, everyMs = 10): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
