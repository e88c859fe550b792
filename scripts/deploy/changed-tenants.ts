// Which tenants a set of changed files needs rebuilt: prints them comma-separated (empty when none).
// Usage: git diff --name-only A B | node scripts/deploy/changed-tenants.ts
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../lib/paths.ts';
import { changedTenants } from './changed-tenants-rule.ts';

const tenants = readdirSync(join(ROOT, 'tenants'), { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
console.log(changedTenants(readFileSync(0, 'utf8').split('\n'), tenants).join(','));
