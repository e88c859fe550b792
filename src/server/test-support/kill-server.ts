// Child process of the SIGKILL test: serves the functions from <dataDir> and prints its port.
import { serve } from '@hono/node-server';
import { startFunctions } from '../node-runtime.ts';
import { alphaTenant, getCar } from './tenants.ts';

const dataDir = process.argv[2] ?? '.data/kill-test';
const functions = await startFunctions({ tenants: [alphaTenant()], getCar, env: { FUNCTIONS_SECRET: 'kill-test-secret-0123456789abcdef0123' }, dataDir });
const server = serve({ fetch: functions.app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => process.stdout.write(`PORT ${info.port}\n`));
process.on('SIGTERM', () => server.close(() => void functions.close()));
