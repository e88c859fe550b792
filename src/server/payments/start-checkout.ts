import type { Logger, LogFields } from '../ops/logger.ts';
import type { DepositStart } from './payment-provider.ts';

/** What the shopper reads when the provider could not start the payment (answered with 502). */
export const START_FAILED = 'The payment could not be started. Please try again.';

/** Where the provider's hosted page sends the shopper back to: `back`, with `&cancelled=1` when they cancel. */
export function returnUrls(back: URL): { successUrl: string; cancelUrl: string } {
  return { successUrl: back.toString(), cancelUrl: `${back.toString()}&cancelled=1` };
}

/**
 * Starts a deposit or an online payment at the provider. A provider failure is logged as `event` with `ids` and the
 * error's class only (its message may carry what was sent) and answers undefined.
 */
export async function startAtProvider(
  logger: Logger,
  event: string,
  ids: LogFields,
  start: () => Promise<DepositStart>,
): Promise<DepositStart | undefined> {
  try {
    return await start();
  } catch (error) {
    logger.error(event, { ...ids, error: error instanceof Error ? error.name : 'unknown' });
    return undefined;
  }
}
