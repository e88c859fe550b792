import { join } from 'node:path';
import { loadTenant, type Tenant } from '../../src/config/load-tenant.ts';

/**
 * The fixture tenants (tests/fixtures/tenants): a TENANTS_DIR of their own, so a marketer editing a demo tenant
 * in tenants/ never breaks a unit test. Tests read them through `fixtureTenant`, or point TENANTS_DIR here.
 */
export const FIXTURE_TENANTS_DIR = join(import.meta.dirname, '..', 'fixtures', 'tenants');

/**
 * - `minimal`: the smallest valid tenant, one location, no stock (tests copy and edit it).
 * - `file-feed`: three cars from a stock file (the live stock e2e test changes them between builds).
 * - `multi-franchise`: a dealer group: Toyota with service and parts, Mazda, Kia & MG with service, motorcycles,
 *   trucks and a car-buying centre; lead routes for service and parts; a stock file with a new, a demo, a used, a
 *   sold car, a motorcycle and a truck.
 * - `single-franchise`: a Toyota dealer with two dealerships, model pages and 24 generated cars (franchise profile).
 * - `caravans`: a specialist dealer without makes of its own; a stock file with new, used and sold caravans and a
 *   used motorcycle.
 */
export type FixtureSlug = 'minimal' | 'file-feed' | 'multi-franchise' | 'single-franchise' | 'caravans';

/** The fixture tenant `slug`, read and validated as loadTenant reads a tenant of TENANTS_DIR. */
export function fixtureTenant(slug: FixtureSlug): Tenant {
  return loadTenant(slug, FIXTURE_TENANTS_DIR);
}
