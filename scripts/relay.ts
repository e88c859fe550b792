// npm run relay: the lead relay on its own, for self-hosting beside functions that run on Workers (whose cron
// round delivers webhooks only: e-mail needs SMTP). Serves the built tenants (dist/.functions/), never tenants/.
// DATABASE_URL (the functions' PostgreSQL), SMTP_URL, the tenants' webhook secrets: see src/server/README.md.
import { jsonLogger } from '../src/server/ops/logger.ts';
import { startRelay } from '../src/server/relay/relay.ts';
import { emailSender, webhookSender } from '../src/server/relay/senders.ts';
import { checkedWebhookSecrets } from '../src/server/relay/webhook-secrets.ts';
import { openStore } from '../src/server/store/open-store.ts';
import { readBuiltFunctions } from './lib/functions-artifacts.ts';
import { DATA_DIR, DIST_DIR } from './lib/paths.ts';

const logger = jsonLogger();
const env = process.env;
const { tenants } = readBuiltFunctions(DIST_DIR);
for (const { tenant, problem } of checkedWebhookSecrets(tenants, env))
  logger.error('relay.webhook_secret_invalid', { tenant, problem });
const store = await openStore({ databaseUrl: env.DATABASE_URL, dataDir: DATA_DIR });
const email = env.SMTP_URL ? emailSender(env.SMTP_URL) : undefined;
const relay = startRelay({
  db: store,
  tenants,
  senders: { webhook: webhookSender(env), ...(email ? { email } : {}) },
  logger,
});
logger.info('relay.started', { store: store.dialect, tenants: tenants.length, email: email !== undefined });

const stop = async () => {
  await relay.stop();
  email?.close();
  await store.close();
  logger.info('relay.stopped', {});
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
