import { readFile, realpath, stat } from 'node:fs/promises';
import path from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
  '.wasm': 'application/wasm',
};

export interface StaticFile {
  readonly body: Buffer;
  readonly contentType: string;
}

/**
 * Maps a URL path onto a file under `root`, refusing anything that would escape it (by `..` or
 * by a symlink whose target lies outside).
 * A path without an extension falls back to index.html (the app routes on the client).
 */
export async function readStaticFile(root: string, urlPath: string): Promise<StaticFile | null> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const resolvedRoot = path.resolve(root);
  let filePath = path.resolve(resolvedRoot, `.${path.posix.normalize(`/${decoded}`)}`);
  if (filePath !== resolvedRoot && !filePath.startsWith(resolvedRoot + path.sep)) return null;
  if (filePath === resolvedRoot || path.extname(filePath) === '') {
    filePath = path.join(resolvedRoot, 'index.html');
  }
  try {
    // A symlink inside the root may point anywhere: only the real path decides what is inside.
    const realRoot = await realpath(resolvedRoot);
    const realFile = await realpath(filePath);
    if (!realFile.startsWith(realRoot + path.sep)) return null;
    const info = await stat(realFile);
    if (!info.isFile()) return null;
    const body = await readFile(realFile);
    const contentType = CONTENT_TYPES[path.extname(filePath).toLowerCase()] ?? 'application/octet-stream';
    return { body, contentType };
  } catch {
    return null;
  }
}
