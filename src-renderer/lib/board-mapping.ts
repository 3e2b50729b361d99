/** The socket → sector mapping as the board panel edits it: one sector id or null per socket. */

/** The mapping with exactly `sockets` entries (missing ones unmapped, extra ones dropped). */
export function mappingForSockets(mapping: readonly (string | null)[], sockets: number): (string | null)[] {
  return Array.from({ length: sockets }, (_, index) => mapping[index] ?? null);
}

/** The mapping after socket `socket` (1-based) is set to `sector` (null: not used). */
export function withSocket(
  mapping: readonly (string | null)[],
  sockets: number,
  socket: number,
  sector: string | null,
): (string | null)[] {
  const next = mappingForSockets(mapping, sockets);
  if (socket >= 1 && socket <= sockets) next[socket - 1] = sector;
  return next;
}

/** Sockets (1-based) whose sector is also given to another socket: the host will refuse those. */
export function sharedSockets(mapping: readonly (string | null)[]): number[] {
  const seen = new Map<string, number>();
  for (const sector of mapping) if (sector !== null) seen.set(sector, (seen.get(sector) ?? 0) + 1);
  return mapping.flatMap((sector, index) =>
    sector !== null && (seen.get(sector) ?? 0) > 1 ? [index + 1] : [],
  );
}
