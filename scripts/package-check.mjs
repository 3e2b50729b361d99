// `npm run package:check` (a step of `npm test`, after the build): what decides whether the
// installers work, checked here where Electron cannot be downloaded.
//  1. electron-builder.yml is valid by electron-builder's own JSON schema (scheme.json).
//  2. electron-builder really packs the built `out/` (Linux, unpacked) around a stand-in Electron
//     binary that carries a fuse wire, and the result is read back: what app.asar ships, what is
//     unpacked beside it, and the fuses as the packaging step left them.
// The release workflow (.github/workflows/release.yml) builds the real installers on each system.
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { extractFile, listPackage } from '@electron/asar';
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses';
import { Ajv } from 'ajv';
import yaml from 'js-yaml';
import { REQUIRED_FUSES, shippedProblems, unpackedProblems } from './packaging/shipped.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const require = createRequire(import.meta.url);
const problems = [];

// 1. The configuration, by the builder's schema.
const config = yaml.load(readFileSync(join(root, 'electron-builder.yml'), 'utf8'));
const schema = JSON.parse(readFileSync(require.resolve('app-builder-lib/scheme.json'), 'utf8'));
const validate = new Ajv({ allErrors: true, strict: false }).compile(schema);
if (!validate(config)) {
  for (const e of validate.errors ?? []) problems.push(`electron-builder.yml${e.instancePath}: ${e.message}`);
}

if (!existsSync(join(root, 'out/main/index.js'))) {
  console.error('out/ is not built: run `npm run build` first.');
  process.exit(1);
}

// 2. A real pack of the built app around a stand-in Electron with a fuse wire (all eight fuses
// set to the opposite of what the configuration asks, so that a fuse left alone shows).
const work = mkdtempSync(join(tmpdir(), 'safehouse-package-'));
try {
  const fakeElectron = join(work, 'electron-dist');
  mkdirSync(fakeElectron);
  const wire = Buffer.from('10110001', 'latin1'); // RunAsNode on, cookie encryption off, …
  const binary = Buffer.concat([
    Buffer.from('#!/bin/sh\necho stand-in Electron\n# ', 'latin1'),
    Buffer.from('dL7pKGdnNz796PbbjQWNKmHXBZaB9tsX', 'latin1'), // @electron/fuses' sentinel
    Buffer.from([1, wire.length]),
    wire,
    Buffer.from('\n', 'latin1'),
  ]);
  writeFileSync(join(fakeElectron, 'electron'), binary);
  chmodSync(join(fakeElectron, 'electron'), 0o755);
  writeFileSync(join(fakeElectron, 'version'), require('electron/package.json').version);
  const output = join(work, 'release');
  const builder = join(root, 'node_modules', 'electron-builder', 'cli.js');
  try {
    execFileSync(
      process.execPath,
      [
        builder,
        '--linux',
        'dir',
        '--x64',
        '--publish',
        'never',
        `-c.electronDist=${fakeElectron}`,
        `-c.directories.output=${output}`,
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, CI: 'true' } },
    );
  } catch (error) {
    console.error(String(error.stdout ?? ''), String(error.stderr ?? ''));
    throw new Error('electron-builder could not pack the built app (its output is above)');
  }
  const resources = join(output, 'linux-unpacked', 'resources');
  const archive = join(resources, 'app.asar');
  const shipped = listPackage(archive, { isPack: false }).map((f) => f.replaceAll('\\', '/'));
  problems.push(
    ...shippedProblems(shipped, (entry) => extractFile(archive, entry.slice(1)).toString('utf8')),
  );
  problems.push(...unpackedProblems(join(resources, 'app.asar.unpacked')));

  const fuses = await getCurrentFuseWire(join(output, 'linux-unpacked', 'safehouse'));
  for (const [name, wanted] of Object.entries(REQUIRED_FUSES)) {
    const state = fuses[FuseV1Options[name]];
    // A fuse's byte in the wire: the character '1' is on, '0' off.
    const on = '1'.charCodeAt(0);
    if ((state === on) !== wanted)
      problems.push(`fuse ${name} is ${state === on ? 'on' : 'off'} in the packed app`);
  }
  console.log(`packed: ${shipped.length} entries in app.asar; fuses read back from the packed binary.`);
} finally {
  rmSync(work, { recursive: true, force: true });
}

if (problems.length > 0) {
  console.error(`Packaging check failed:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
console.log('Packaging check passed: the configuration, what ships, what is unpacked, the fuses.');
