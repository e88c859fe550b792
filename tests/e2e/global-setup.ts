import { builtFixture, E2E_FIXTURE_TENANTS } from './fixture-site.ts';

/**
 * Builds the fixture tenants the suite serves from their own folders before any test starts: a build is minutes of
 * both cores on this machine, and run inside a test it slowed every test running beside it. The tests that use a
 * fixture still call `builtFixture`, which then finds the build up to date.
 */
export default async function globalSetup(): Promise<void> {
  for (const slug of E2E_FIXTURE_TENANTS) await builtFixture(slug);
}
