/** Network boards are addressed as `tcp://HOST:PORT` (serial-v1, physical layer). */
const TCP_TARGET = /^tcp:\/\/(\[[0-9a-fA-F:]+\]|[A-Za-z0-9.-]+):(\d{1,5})$/;

/** Host and port of a `tcp://HOST:PORT` target, or null when `target` is not one. */
export function parseTcpTarget(target: string): { host: string; port: number } | null {
  const match = TCP_TARGET.exec(target);
  if (!match) return null;
  const port = Number(match[2]);
  if (port < 1 || port > 65535) return null;
  return { host: match[1]!.replace(/^\[|\]$/g, ''), port };
}
