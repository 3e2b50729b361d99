/**
 * Where a packaged app keeps its worker script. A worker thread cannot start a script from
 * inside `app.asar`, so electron-builder's `asarUnpack` copies the worker (and what it imports)
 * to `app.asar.unpacked` beside it: a path into the archive becomes the same path out of it.
 * Outside a packaged app the path is unchanged.
 */
export function outsideAsar(path: string): string {
  return path.replace(/([\\/])app\.asar(?=[\\/])/, '$1app.asar.unpacked');
}
