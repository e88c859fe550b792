// Child process of the SIGKILL test: serves the functions from <dataDir> and prints its port.
import { serve } from '@hono/node-server';
import { startFunctions } from '../../../src/server/node-runtime.ts';
import { alphaTenant, getCar } from './tenants.ts';

const dataDir = process.argv[2] ?? '.data/kill-test';
const functions = await startFunctions({
  tenants: [alphaTenant()],
  getCar,
  env: {
    FUNCTIONS_SECRET: 'kill-test-secret-0123456789abcdef0123',
    // Thousands of leads from one client in seconds: durability, not throttling, is under test.
    WRITES_PER_CLIENT_PER_MINUTE: '1000000',
    WRITES_PER_TENANT_PER_MINUTE: '1000000',
  },
  dataDir,
});
const server = serve({ fetch: functions.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) =>
  process.stdout.write(`PORT ${info.port}\n`),
);
process.on('SIGTERM', () => server.close(() => void functions.close()));
