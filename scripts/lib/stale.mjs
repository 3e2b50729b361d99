import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'engine',
  'protocol',
  'src-main',
  'src-renderer',
  'assets',
  'electron.vite.config.ts',
  'package.json',
];
const BUILD_MARKERS = [
  'out/main/index.js',
  'out/main/cli.js',
  'out/preload/preload.cjs',
  'out/renderer/index.html',
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const info = statSync(entry);
  if (!info.isDirectory()) return info.mtimeMs;
  let newest = 0;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** True when any build output is missing or older than any source it is built from. */
export function isBuildStale() {
  if (!BUILD_MARKERS.every((marker) => existsSync(marker))) return true;
  const built = Math.min(...BUILD_MARKERS.map((marker) => statSync(marker).mtimeMs));
  return SOURCES.some((source) => newestMtime(source) > built);
}
