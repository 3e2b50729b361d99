/** Waits until `check` holds, polling every `everyMs`; fails naming `what` after `ms`. */
export async function until(check: () => boolean, what: string, ms = 5000, everyMs = 10): Promise<void> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}
