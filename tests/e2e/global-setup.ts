import { builtFixtures, E2E_FIXTURE_TENANTS } from './fixture-site.ts';

/**
 * Builds the fixture tenants the suite serves from their own folders before any test starts: a build is minutes of
 * both cores on this machine, and run inside a test it slowed every test running beside it. The tests that use a
 * fixture still call `builtFixture`, which then finds the build up to date. One build run builds them all.
 */
export default async function globalSetup(): Promise<void> {
  await builtFixtures(E2E_FIXTURE_TENANTS);
}
