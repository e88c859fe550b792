import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts', 'tests/workerd/**/*.test.ts'],
    pool: 'forks',
    testTimeout: 30_000,
  },
});
