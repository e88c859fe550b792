import { spawn } from 'node:child_process';
import {
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { COMPATIBILITY_DATE, COMPATIBILITY_FLAGS, bundlePath } from './functions-artifacts.ts';
import { ROOT } from './paths.ts';

/** The tenant's data beside the worker's code in <site>/_worker.js: functions.json, imported as a text module. */
export const WORKER_DATA = 'functions.txt';

/** A build's own folder in the cache while wrangler runs: .work-<pid>-<fingerprint>. */
const WORK_PREFIX = '.work-';

/**
 * Puts the tenant's worker into <siteDir>/_worker.js: index.js, the functions' code (the same for every tenant, bundled
 * once per code fingerprint, see `workerCode`), and functions.txt, the tenant's functions.json from `artifactsDir`,
 * which index.js imports as a text module (Workers have no file system).
 */
export async function bundleWorker(artifactsDir: string, siteDir: string, codeDir: Promise<string>): Promise<void> {
  const out = join(siteDir, '_worker.js');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  linkSync(join(await codeDir, 'index.js'), join(out, 'index.js'));
  linkSync(bundlePath(artifactsDir), join(out, WORKER_DATA));
}

/**
 * The folder holding the worker's code for `code` (scripts/lib/build-stamp.ts codeFingerprint): bundled by wrangler
 * (no upload) into .cache/worker/<fingerprint>/index.js the first time, reused by every later build and tenant with
 * the same code.
 */
export async function workerCode(code: string, cacheDir = join(ROOT, '.cache', 'worker')): Promise<string> {
  const name = code.slice(0, 16);
  const dir = join(cacheDir, name);
  if (existsSync(join(dir, 'index.js'))) {
    const now = new Date();
    utimesSync(dir, now, now);
    return dir;
  }
  const work = join(cacheDir, `${WORK_PREFIX}${process.pid}-${name}`);
  rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  writeFileSync(
    join(work, 'index.ts'),
    [
      `import { pagesWorker } from ${JSON.stringify(join(ROOT, 'src', 'server', 'pages-worker.ts'))};`,
      `import bundle from './${WORKER_DATA}';`,
      'export default pagesWorker(JSON.parse(bundle));',
      '',
    ].join('\n'),
  );
  writeFileSync(join(work, WORKER_DATA), '{}');
  const config = {
    name: 'worker',
    main: 'index.ts',
    compatibility_date: COMPATIBILITY_DATE,
    compatibility_flags: [...COMPATIBILITY_FLAGS],
  };
  writeFileSync(join(work, 'wrangler.json'), JSON.stringify(config));
  const out = join(work, 'out');
  await wrangler(['deploy', '--dry-run', '--outdir', out, '--config', join(work, 'wrangler.json')], work);
  writeFileSync(join(out, 'index.js'), dataImportedByName(readFileSync(join(out, 'index.js'), 'utf8'), out));
  for (const other of readdirSync(cacheDir))
    if (isStale(cacheDir, other, name)) rmSync(join(cacheDir, other), { recursive: true, force: true });
  // A parallel build of the same code may have published it first: then ours is dropped.
  try {
    renameSync(out, dir);
  } catch (error) {
    if (!existsSync(join(dir, 'index.js'))) throw error;
  }
  rmSync(work, { recursive: true, force: true });
  return dir;
}

/**
 * A cached worker of other code not used for an hour (a build that started before the code or the day changed may
 * still link it), or the work folder of a build that is no longer running.
 */
function isStale(cacheDir: string, entry: string, current: string): boolean {
  if (!entry.startsWith(WORK_PREFIX))
    return entry !== current && Date.now() - statSync(join(cacheDir, entry)).mtimeMs > 3_600_000;
  const pid = Number(entry.slice(WORK_PREFIX.length).split('-')[0]);
  try {
    process.kill(pid, 0);
    return false;
  } catch {
    return true;
  }
}

/**
 * wrangler names a text module by its content (`./<sha1>-functions.txt`); the code is shared by tenants whose data
 * differs, so index.js imports it by its plain name. Exactly one such import is expected.
 */
export function dataImportedByName(code: string, outDir: string): string {
  const hashed = readdirSync(outDir).filter((file) => file.endsWith(`-${WORKER_DATA}`));
  const [name] = hashed;
  if (name === undefined || hashed.length !== 1 || code.split(`"./${name}"`).length !== 2)
    throw new Error(`wrangler's index.js does not import ${WORKER_DATA} once (modules: ${hashed.join(', ')})`);
  rmSync(join(outDir, name));
  const specifier = `"./${name}"`;
  return code.replace(specifier, `"./${WORKER_DATA}"`);
}

/** Runs the project's wrangler; rejects with its output when it fails. */
export function wrangler(args: readonly string[], cwd: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const bin = join(ROOT, 'node_modules', 'wrangler', 'bin', 'wrangler.js');
    const child = spawn(process.execPath, [bin, ...args], {
      cwd,
      env: { ...process.env, WRANGLER_SEND_METRICS: 'false' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`wrangler ${args[0]} exited with ${code}\n${out.slice(-2000)}`)),
    );
  });
}
