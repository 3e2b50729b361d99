import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The built renderer, beside the built main bundle (out/main → out/renderer). */
export function builtWebRoot(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../renderer');
}

export function isBuilt(webRoot: string): boolean {
  return existsSync(path.join(webRoot, 'index.html'));
}
