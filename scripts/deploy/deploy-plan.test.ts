import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../lib/paths.ts';
import { deployPlan, stageUpload, uploadFiles } from './deploy-plan.ts';

function builtSite(parts: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'deploy-'));
  for (const [file, text] of Object.entries(parts)) {
    mkdirSync(join(dist, 'alpha', file, '..'), { recursive: true });
    writeFileSync(join(dist, 'alpha', file), text);
  }
  return dist;
}

const complete = {
  'index.html': '<h1>Alpha</h1>',
  '.build-stamp': 'abc',
  _headers: '/*\n',
  _redirects: '',
  '_worker.js/index.js': 'export default {}',
  'cars/a/index.html': '<h1>A</h1>',
};

describe('what a deploy uploads', () => {
  it('takes the pages, headers, redirects and worker, and leaves the build records home', () => {
    const dist = builtSite(complete);
    const plan = deployPlan(dist, 'alpha');
    expect(plan.problems).toEqual([]);
    expect(uploadFiles(plan.siteDir)).toEqual([
      '_headers',
      '_redirects',
      '_worker.js/index.js',
      'cars/a/index.html',
      'index.html',
    ]);
    expect(plan).toMatchObject({ files: 5 });
  });

  it('names what is missing before anything is uploaded', () => {
    const dist = builtSite({ 'index.html': '<h1>Alpha</h1>' });
    expect(deployPlan(dist, 'alpha').problems).toEqual([
      `${join(dist, 'alpha', '_headers')} is missing`,
      `${join(dist, 'alpha', '_redirects')} is missing`,
      `${join(dist, 'alpha', '_worker.js', 'index.js')} is missing`,
    ]);
    expect(deployPlan(dist, 'beta').problems[0]).toMatch(/is not built: run npm run build -- --tenant=beta/);
  });

  it('stages the upload as hard links to the built files', () => {
    const dist = builtSite(complete);
    const stage = join(dist, 'stage');
    stageUpload(join(dist, 'alpha'), stage);
    expect(readFileSync(join(stage, 'cars', 'a', 'index.html'), 'utf8')).toBe('<h1>A</h1>');
    expect(statSync(join(stage, 'index.html')).ino).toBe(statSync(join(dist, 'alpha', 'index.html')).ino);
    expect(() => statSync(join(stage, '.build-stamp'))).toThrow();
  });
});

describe('npm run deploy', () => {
  const run = (args: string[], env: NodeJS.ProcessEnv = {}) =>
    spawnSync(process.execPath, [join(ROOT, 'scripts', 'deploy.ts'), ...args], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH, ...env },
    });

  it('asks which tenants, and refuses a real deploy without the Cloudflare token, before building anything', () => {
    const none = run([]);
    expect(none.status).toBe(2);
    expect(none.stderr).toContain('npm run deploy -- --tenant=a,b [--dry-run]');
    const noToken = run(['--tenant=harbourside']);
    expect(noToken.status).toBe(1);
    expect(noToken.stderr).toContain('CLOUDFLARE_API_TOKEN');
    expect(noToken.stdout).not.toContain('built');
  });
});
