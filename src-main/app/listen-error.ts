/** One line that says why the host could not listen, and what to try instead. */
export function describeListenError(error: unknown, port: number, bindAddress: string): string {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  if (code === 'EADDRINUSE')
    return `port ${port} is already in use; choose another with --port N (0 picks a free one).`;
  if (code === 'EACCES') return `not allowed to listen on port ${port}; try a port above 1024.`;
  if (code === 'EADDRNOTAVAIL')
    return `${bindAddress} is not an address of this machine; try --host 127.0.0.1.`;
  return `could not listen on ${bindAddress}:${port}: ${error instanceof Error ? error.message : String(error)}`;
}
