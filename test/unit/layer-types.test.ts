// The compiler, not a regular expression, decides what each layer may see: a probe file dropped
// into a layer's folder is type-checked under that layer's own tsconfig.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(__dirname, '../..');
const LAYERS: { layer: string; config: string }[] = JSON.parse(
  readFileSync(path.join(ROOT, 'scripts/lib/layer-configs.json'), 'utf8'),
);

function parsedConfig(config: string, overrides: ts.CompilerOptions = {}): ts.ParsedCommandLine {
  const file = path.join(ROOT, config);
  const { config: json } = ts.readConfigFile(file, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(json, ts.sys, path.dirname(file));
  return { ...parsed, options: { ...parsed.options, ...overrides } };
}

/** Type errors of `source` placed at `probePath`, checked under `config` (with optional overrides). */
function probeErrors(config: string, probePath: string, source: string, overrides: ts.CompilerOptions = {}) {
  const { options } = parsedConfig(config, overrides);
  const probe = path.join(ROOT, probePath);
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => (path.resolve(name) === probe ? source : readFile(name));
  host.fileExists = (name) => path.resolve(name) === probe || fileExists(name);
  host.getSourceFile = (name, language, ...rest) =>
    path.resolve(name) === probe
      ? ts.createSourceFile(name, source, language)
      : getSourceFile(name, language, ...rest);
  const program = ts.createProgram({ rootNames: [probe], options, host });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.file && path.resolve(d.file.fileName) === probe)
    .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

const configOf = (layer: string) => {
  const found = LAYERS.find((entry) => entry.layer === layer);
  if (!found) throw new Error(`no layer ${layer} in layer-configs.json`);
  return found.config;
};

const USES_DOM = 'export const title = (): string => document.title;\n';
const USES_NODE_FS =
  "import { readFileSync } from 'node:fs';\nexport const read = () => readFileSync('x');\n";
const USES_PROCESS = 'export const argv = (): string[] => process.argv;\n';
const PLAIN = 'export const double = (n: number): number => n * 2;\n';

describe('what each layer may see, enforced by its tsconfig', () => {
  it('a plain module type-checks in every layer (so the refusals below are about the probe)', () => {
    expect(probeErrors(configOf('engine'), 'engine/core/__probe__.ts', PLAIN)).toEqual([]);
    expect(probeErrors(configOf('protocol'), 'protocol/__probe__.ts', PLAIN)).toEqual([]);
    expect(probeErrors(configOf('host'), 'src-main/host/__probe__.ts', PLAIN)).toEqual([]);
    expect(probeErrors(configOf('screens'), 'src-renderer/lib/__probe__.ts', PLAIN)).toEqual([]);
  });

  it('the engine and the protocol see neither the DOM, nor node:fs, nor process', () => {
    const cases: [layer: string, folder: string][] = [
      ['engine', 'engine/core'],
      ['protocol', 'protocol'],
    ];
    for (const [layer, folder] of cases) {
      const config = configOf(layer);
      expect(probeErrors(config, `${folder}/__probe__.ts`, USES_DOM).join()).toMatch(
        /Cannot find name 'document'/,
      );
      expect(probeErrors(config, `${folder}/__probe__.ts`, USES_NODE_FS).join()).toMatch(/node:fs/);
      expect(probeErrors(config, `${folder}/__probe__.ts`, USES_PROCESS).join()).toMatch(
        /Cannot find name 'process'/,
      );
    }
  });

  it('the screens see the DOM but not Node', () => {
    const config = configOf('screens');
    expect(probeErrors(config, 'src-renderer/lib/__probe__.ts', USES_DOM)).toEqual([]);
    expect(probeErrors(config, 'src-renderer/lib/__probe__.ts', USES_NODE_FS).join()).toMatch(/node:fs/);
    expect(probeErrors(config, 'src-renderer/lib/__probe__.ts', USES_PROCESS).join()).toMatch(
      /Cannot find name 'process'/,
    );
  });

  it('the host sees Node but not the DOM', () => {
    const config = configOf('host');
    expect(probeErrors(config, 'src-main/host/__probe__.ts', USES_NODE_FS)).toEqual([]);
    expect(probeErrors(config, 'src-main/host/__probe__.ts', USES_DOM).join()).toMatch(
      /Cannot find name 'document'/,
    );
  });

  it('unused locals and parameters are errors in every layer', () => {
    const unused =
      'export function f(unusedParameter: number): number {\n  const unusedLocal = 1;\n  return 2;\n}\n';
    for (const { config } of LAYERS) {
      const errors = probeErrors(config, `${path.dirname(config)}/__probe__.ts`, unused).join('\n');
      expect(errors, config).toMatch(/'unusedParameter' is declared but its value is never read/);
      expect(errors, config).toMatch(/'unusedLocal' is declared but its value is never read/);
    }
  });

  it('would let the DOM into the engine if its config allowed it (the probe can fail)', () => {
    const withDom = probeErrors(configOf('engine'), 'engine/core/__probe__.ts', USES_DOM, {
      lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    });
    expect(withDom).toEqual([]);
  });

  it('every TypeScript source is checked by some layer config', () => {
    const covered = new Set(
      LAYERS.flatMap(({ config }) => parsedConfig(config).fileNames.map((f) => path.resolve(f))),
    );
    const unchecked = ['engine', 'protocol', 'src-main', 'src-renderer', 'test'].flatMap((folder) =>
      readdirSync(path.join(ROOT, folder), { recursive: true, encoding: 'utf8' })
        .filter((name) => name.endsWith('.ts'))
        .map((name) => path.join(folder, name))
        .filter((file) => !covered.has(path.join(ROOT, file))),
    );
    expect(unchecked).toEqual([]);
  });
});
