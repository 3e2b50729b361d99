import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { readStaticFile } from '../../src-main/lan/static-files';

let root: string;
let outside: string;

beforeAll(() => {
  const base = mkdtempSync(path.join(tmpdir(), 'safehouse-static-'));
  root = path.join(base, 'web');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), '<!doctype html><title>t</title>');
  writeFileSync(path.join(root, 'assets', 'app.js'), 'console.log(1)');
  outside = path.join(base, 'secret.txt');
  writeFileSync(outside, 'do not serve');
});

describe('static files', () => {
  it('serves files with their content type', async () => {
    const file = await readStaticFile(root, '/assets/app.js?v=2');
    expect(file?.contentType).toBe('text/javascript; charset=utf-8');
    expect(file?.body.toString()).toBe('console.log(1)');
  });

  it('answers the root and client-side routes with index.html', async () => {
    for (const url of ['/', '/table/abc']) {
      const file = await readStaticFile(root, url);
      expect(file?.contentType).toBe('text/html; charset=utf-8');
    }
  });

  it.each(['/../secret.txt', '/%2e%2e/secret.txt', '/assets/..%2f..%2fsecret.txt', '/%00', '/%E0%A4%A'])(
    'refuses %s',
    async (url) => {
      const file = await readStaticFile(root, url);
      expect(file?.body.toString() ?? null).not.toBe('do not serve');
      if (file) expect(file.contentType).toBe('text/html; charset=utf-8');
    },
  );

  it('answers a missing file with null', async () => {
    expect(await readStaticFile(root, '/assets/missing.js')).toBeNull();
  });
});

describe('static files behind symlinks', () => {
  it('never serves a file a symlink inside the root points to outside it', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'safehouse-static-link-'));
    const web = path.join(base, 'web');
    mkdirSync(path.join(web, 'assets'), { recursive: true });
    writeFileSync(path.join(web, 'index.html'), '<!doctype html>');
    writeFileSync(path.join(base, 'secret.js'), 'do not serve');
    mkdirSync(path.join(base, 'elsewhere'));
    writeFileSync(path.join(base, 'elsewhere', 'x.js'), 'do not serve either');
    symlinkSync(path.join(base, 'secret.js'), path.join(web, 'assets', 'leak.js'));
    symlinkSync(path.join(base, 'elsewhere'), path.join(web, 'out'));
    expect(await readStaticFile(web, '/assets/leak.js')).toBeNull();
    expect(await readStaticFile(web, '/out/x.js')).toBeNull();
  });

  it('still serves a root reached through a symlink, and links that stay inside', async () => {
    const base = mkdtempSync(path.join(tmpdir(), 'safehouse-static-link-'));
    const web = path.join(base, 'web');
    mkdirSync(path.join(web, 'assets'), { recursive: true });
    writeFileSync(path.join(web, 'assets', 'app.js'), 'inside');
    symlinkSync(path.join(web, 'assets', 'app.js'), path.join(web, 'assets', 'alias.js'));
    symlinkSync(web, path.join(base, 'current'));
    expect((await readStaticFile(path.join(base, 'current'), '/assets/app.js'))?.body.toString()).toBe(
      'inside',
    );
    expect((await readStaticFile(web, '/assets/alias.js'))?.body.toString()).toBe('inside');
  });
});
