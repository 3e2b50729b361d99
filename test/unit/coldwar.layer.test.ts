import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = join(__dirname, '../../engine/coldwar');

describe('engine/coldwar layer rules', () => {
  it('imports only its own files and engine/core, and uses no clock, randomness or I/O', () => {
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts'));
    expect(files.length).toBeGreaterThan(5);
    for (const f of files) {
      const src = readFileSync(join(dir, f), 'utf8');
      for (const m of src.matchAll(/from '([^']+)'/g)) {
        expect(m[1], `${f} imports ${m[1]}`).toMatch(/^\.\/[\w-]+$|^\.\.\/core$/);
      }
      expect(src, f).not.toMatch(/Math\.random|Date\b|\bprocess\.|console\.|require\(|import\(/);
    }
  });
});
