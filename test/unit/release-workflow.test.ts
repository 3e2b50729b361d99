import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';

// The release workflow cannot run here (no Electron download): its shape is what can be checked.
const ROOT = join(__dirname, '..', '..');
const text = readFileSync(join(ROOT, '.github', 'workflows', 'release.yml'), 'utf8');

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  env?: Record<string, string>;
}
interface Workflow {
  on: { push: { tags: string[] } };
  permissions: Record<string, string>;
  jobs: Record<
    string,
    { 'runs-on': string; strategy: { matrix: { include: { os: string }[] } }; steps: Step[] }
  >;
}

const workflow = yaml.load(text) as Workflow;
const runs = (steps: Step[]) => steps.map((s) => s.run ?? '').join('\n');

describe('.github/workflows/release.yml', () => {
  it('runs on a version tag and may attach files to the release', () => {
    expect(workflow.on.push.tags).toEqual(['v*']);
    expect(workflow.permissions.contents).toBe('write');
  });

  it('builds on Windows, macOS and Linux', () => {
    const [job] = Object.values(workflow.jobs);
    expect(job?.strategy.matrix.include.map((m) => m.os).sort()).toEqual([
      'macos-latest',
      'ubuntu-latest',
      'windows-latest',
    ]);
    expect(job?.['runs-on']).toBe(['${{', 'matrix.os', '}}'].join(' '));
  });

  it('each job installs with npm ci, runs the unit tests, the Electron smoke test and the packaging', () => {
    for (const job of Object.values(workflow.jobs)) {
      const commands = runs(job.steps);
      expect(commands).toMatch(/^npm ci\b/m);
      expect(commands).toMatch(/vitest run --project unit/);
      expect(commands).toMatch(/playwright test -c playwright\.electron\.config\.ts/);
      expect(commands).toMatch(/electron-builder \$\{\{ matrix\.platform \}\} --publish never/);
      expect(commands).toMatch(/@electron\/fuses read/);
      // Steps in that order: install before the tests, the tests before the installers.
      const at = (re: RegExp) => job.steps.findIndex((s) => re.test(s.run ?? ''));
      expect(at(/^npm ci/)).toBeLessThan(at(/vitest run/));
      expect(at(/vitest run/)).toBeLessThan(at(/electron-builder/));
      expect(job.steps.some((s) => s.uses?.startsWith('softprops/action-gh-release'))).toBe(true);
    }
  });

  it('keeps no secret in the file: signing values come only from the repository secrets', () => {
    for (const job of Object.values(workflow.jobs)) {
      for (const step of job.steps) {
        for (const value of Object.values(step.env ?? {}))
          expect(value).toMatch(/^\$\{\{ secrets\.[A-Z_]+ \}\}$/);
      }
    }
    expect(text).not.toMatch(/-----BEGIN|password:\s*\S+[^}]$/im);
  });

  it('the smoke test it runs exists, outside the ordinary end-to-end run', () => {
    const config = readFileSync(join(ROOT, 'playwright.electron.config.ts'), 'utf8');
    expect(config).toMatch(/testDir: 'test\/electron'/);
    expect(readFileSync(join(ROOT, 'test', 'electron', 'smoke.spec.ts'), 'utf8')).toMatch(/_electron/);
    expect(readFileSync(join(ROOT, 'playwright.config.ts'), 'utf8')).toMatch(/testDir: 'test\/e2e'/);
  });
});
