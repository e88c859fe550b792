import { Webhook } from 'standardwebhooks';
import { describe, expect, it } from 'vitest';
import { routedAlphaTenant } from '../../../tests/support/server/tenants.ts';
import { signWebhook, webhookSecretProblem } from './webhook.ts';
import { webhookSecretProblems } from './webhook-secrets.ts';

const GOOD = `whsec_${Buffer.alloc(32, 7).toString('base64')}`;
const RULE = "must be 'whsec_' followed by base64 of 24 to 64 random bytes";

describe('webhook secrets', () => {
  it.each([
    ['a plain secret', 'correct horse battery staple'],
    ['a hex secret', 'a3f5c2d8e9b14f6a7c0d2e4f6a8b0c2d4e6f8a0b2c4d6e8f'],
    ['whsec_ with text that is not base64', 'whsec_not base64!'],
    ['whsec_ with too few bytes', `whsec_${Buffer.alloc(16).toString('base64')}`],
  ])('refuses %s with a plain message naming the variable', (_name, value) => {
    expect(webhookSecretProblem('CRM_SECRET', value)).toBe(
      `webhook secret CRM_SECRET ${RULE} (make one with: echo whsec_$(openssl rand -base64 32))`,
    );
  });
  it('reports an unset variable', () => {
    expect(webhookSecretProblem('CRM_SECRET', undefined)).toBe('webhook secret CRM_SECRET is not set');
  });
  it('accepts a whsec_ base64 secret, and the standardwebhooks library verifies what it signs', () => {
    expect(webhookSecretProblem('CRM_SECRET', GOOD)).toBeUndefined();
    const body = '{"id":"ld_1"}';
    const timestamp = Math.floor(Date.now() / 1000);
    const headers = {
      'webhook-id': 'ld_1:webhook',
      'webhook-timestamp': String(timestamp),
      'webhook-signature': signWebhook(GOOD, 'ld_1:webhook', timestamp, body),
    };
    expect(new Webhook(GOOD).verify(body, headers)).toEqual({ id: 'ld_1' });
  });
  it("checks every variable the tenant's default and route webhooks name", () => {
    const problems = webhookSecretProblems([routedAlphaTenant('http://127.0.0.1:9')], {
      ALPHA_WEBHOOK_SECRET: GOOD,
      ALPHA_SERVICE_WEBHOOK_SECRET: 'plain',
    });
    expect(problems).toEqual([
      {
        tenant: 'alpha',
        variable: 'ALPHA_SERVICE_WEBHOOK_SECRET',
        set: true,
        problem: expect.stringContaining(`ALPHA_SERVICE_WEBHOOK_SECRET ${RULE}`),
      },
    ]);
  });
});
