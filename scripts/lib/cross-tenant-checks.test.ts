import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FIXTURE_TENANTS_DIR } from '../../tests/support/fixture-tenants.ts';
import { loadAllTenants } from '../../src/config/load-tenant.ts';
import { crossTenantProblems } from './cross-tenant-checks.ts';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

type Json = Record<string, unknown>;
type LocationJson = Json & { contact_detail: Json };
/** Edits to the copy's site.json and locations.json. */
interface Edits {
  site?: (site: Json) => void;
  locations?: (locations: LocationJson[]) => void;
}

/** The minimal fixture as 'minimal' and a copy of it as 'copy', the copy edited by `edits`. */
function withCopy(edits: Edits, originalHosts: string[] = []) {
  const root = mkdtempSync(join(tmpdir(), 'cross-'));
  roots.push(root);
  for (const slug of ['minimal', 'copy'])
    cpSync(join(FIXTURE_TENANTS_DIR, 'minimal'), join(root, slug), { recursive: true });
  const original = join(root, 'minimal', 'site.json');
  writeFileSync(original, JSON.stringify({ ...JSON.parse(readFileSync(original, 'utf8')), hosts: originalHosts }));
  const edit = <T>(file: string, change: ((json: T) => void) | undefined) => {
    const path = join(root, 'copy', file);
    const json = JSON.parse(readFileSync(path, 'utf8')) as T;
    change?.(json);
    writeFileSync(path, JSON.stringify(json));
  };
  edit('site.json', edits.site);
  edit('locations.json', edits.locations);
  const { tenants, errors } = loadAllTenants(root);
  expect(errors).toEqual([]);
  return crossTenantProblems(tenants);
}

const renameSite = (site: Json) =>
  Object.assign(site, { id: 9002, name: 'Copy Cars', url: 'https://www.copy-cars.example' });
const renameLocations = (locations: LocationJson[]) => {
  for (const l of locations)
    Object.assign(l, {
      name: 'Copy Cars Brisbane',
      dealership_id: 2,
      dealership_name: 'Copy Cars',
      dealership_slug: 'copy-cars',
    });
};
const renamed: Edits = { site: renameSite, locations: renameLocations };

describe('checks between tenants', () => {
  it('a copy renamed everywhere clashes with nothing', () => {
    const problems = withCopy(renamed);
    expect(problems.get('copy')).toEqual([]);
    expect(problems.get('minimal')).toEqual([]);
  });
  it('a copy not renamed at all shares the site id, name, address and dealership id', () => {
    expect(withCopy({}).get('copy')).toEqual([
      { file: 'tenants/copy/site.json', path: 'id', message: "9001 is also tenant minimal's id" },
      { file: 'tenants/copy/site.json', path: 'name', message: `"Minimal Motors" is also tenant minimal's name` },
      {
        file: 'tenants/copy/site.json',
        path: 'url',
        message: `"https://www.minimal-motors.example" is also tenant minimal's url`,
      },
      {
        file: 'tenants/copy/locations.json',
        path: '0.dealership_id',
        message: "dealership id 1 is also tenant minimal's; each dealership needs its own id",
      },
    ]);
  });
  it('a copy renamed in site.json only is caught naming the old dealer in its other files', () => {
    const problems = withCopy({
      site: renameSite,
      locations: ([first]) => {
        if (!first) return;
        first.contact_detail.email = 'sales@minimal-motors.example';
        first.dealership_id = 2;
      },
    });
    expect(problems.get('copy')).toEqual([
      {
        file: 'tenants/copy/locations.json',
        path: '0.name',
        message: 'names "Minimal Motors" of tenant minimal, but this tenant is "Copy Cars"; copied and not renamed?',
      },
      {
        file: 'tenants/copy/locations.json',
        path: '0.dealership_name',
        message: 'names "Minimal Motors" of tenant minimal, but this tenant is "Copy Cars"; copied and not renamed?',
      },
      {
        file: 'tenants/copy/locations.json',
        path: '0.contact_detail.email',
        message:
          'names "minimal-motors.example" of tenant minimal, but this tenant is "Copy Cars"; copied and not renamed?',
      },
    ]);
    expect(problems.get('minimal')).toEqual([]);
  });
  it('a host two tenants answer on is reported', () => {
    const problems = withCopy(
      {
        ...renamed,
        site: (site) => renameSite(Object.assign(site, { hosts: ['copy-cars.example', 'shared.example'] })),
      },
      ['shared.example'],
    );
    expect(problems.get('copy')).toEqual([
      { file: 'tenants/copy/site.json', path: 'hosts.1', message: "host shared.example is also tenant minimal's" },
    ]);
  });
});
