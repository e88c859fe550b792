import * as v from 'valibot';
import { doc } from '../field-doc.ts';
import { uniqueBy } from '../unique-by.ts';
import { strictObject } from '../strict-object.ts';

/** An environment variable name, never a secret: secrets live only in the environment. */
const SecretEnvSchema = v.pipe(
  v.string(),
  v.regex(
    /^[A-Z_][A-Z0-9_]*$/,
    "Name the environment variable that holds the secret (e.g. HARBOURSIDE_WEBHOOK_SECRET), not the secret itself. Its value must be a Standard Webhooks secret: 'whsec_' followed by base64.",
  ),
);

/** A CRM webhook: JSON lead documents signed per Standard Webhooks. */
const WebhookTargetSchema = doc(
  'A CRM webhook receiving JSON lead documents signed per Standard Webhooks. Example: { "url": "https://crm.example/hooks/leads", "secretEnv": "HARBOURSIDE_WEBHOOK_SECRET" }.',
  strictObject({
    url: doc('The webhook address (https). Example: "https://crm.example/hooks/leads".', v.pipe(v.string(), v.url())),
    secretEnv: doc(
      'Name of the environment variable holding the \'whsec_\' base64 signing secret (never the secret). Example: "HARBOURSIDE_WEBHOOK_SECRET".',
      SecretEnvSchema,
    ),
  }),
);

/** An ADF 1.0 e-mail target. */
const EmailTargetSchema = doc(
  'An ADF 1.0 e-mail target. Example: { "to": "leads@dealer.com.au", "from": "website@dealer.com.au" }.',
  strictObject({
    to: doc('Address the ADF e-mail goes to. Example: "leads@dealer.com.au".', v.pipe(v.string(), v.email())),
    from: doc('Sender address of the ADF e-mail. Example: "website@dealer.com.au".', v.pipe(v.string(), v.email())),
  }),
);

const DEPARTMENTS = ['sales', 'service', 'parts', 'finance'] as const;

/**
 * One lead route: leads matching every criterion given (department, category, location) go to its
 * targets; a channel the route leaves out falls back to the tenant default. The first matching route wins.
 */
const LeadRouteSchema = v.pipe(
  strictObject({
    name: doc(
      "Route name, shown in every delivery's document as the route that chose it; unique, not 'default'. Example: 'service'.",
      v.pipe(
        v.string(),
        v.regex(/^[a-z0-9][a-z0-9-]*$/, 'Use lower-case letters, digits and hyphens'),
        v.check((name) => name !== 'default', "'default' names the tenant's own targets; choose another name"),
      ),
    ),
    department: v.optional(
      doc(
        "The lead's department to match: 'sales', 'service', 'parts' or 'finance'. Default: any.",
        v.picklist(DEPARTMENTS),
      ),
    ),
    categories: v.optional(
      doc("Lead categories to match. Example: ['Service Enquiry']. Default: any.", v.array(v.string())),
    ),
    locations: v.optional(
      doc(
        "Location slugs (locations.json) to match. Example: ['toyota-springwood-service']. Default: any.",
        v.array(v.string()),
      ),
    ),
    webhook: v.optional(WebhookTargetSchema),
    email: v.optional(EmailTargetSchema),
  }),
  v.check(
    (r) => r.department !== undefined || r.categories !== undefined || r.locations !== undefined,
    'A route needs a department, categories or locations to match',
  ),
  v.check((r) => r.webhook !== undefined || r.email !== undefined, 'A route needs a webhook or an email target'),
  v.description(
    'A lead route: leads matching every criterion given go to its targets; a channel it leaves out falls back to the tenant default. The first matching route wins. Example: { "name": "service", "department": "service", "email": { "to": "service@dealer.com.au", "from": "website@dealer.com.au" } }.',
  ),
);

/** Months leads are kept unless a tenant says otherwise (APP 11.2: no longer than needed). */
export const DEFAULT_RETENTION_MONTHS = 24;

/** Where accepted leads go. Secrets come from environment variables named here, never from the file. */
export const LeadChannelsSchema = strictObject({
  webhook: v.optional(WebhookTargetSchema),
  email: v.optional(EmailTargetSchema),
  routes: v.optional(
    doc(
      'Routes by department, category and location, tried in order; names must be unique. Default: [] (every lead goes to the default webhook and e-mail).',
      v.pipe(v.array(LeadRouteSchema), uniqueBy('name', 'route name')),
    ),
    [],
  ),
  retentionMonths: v.optional(
    doc(
      'Months a lead is kept before `npm run leads -- purge` deletes it (Australian Privacy Principle 11.2), 1 to 120. Default: 24.',
      v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(120)),
    ),
    DEFAULT_RETENTION_MONTHS,
  ),
});

export type WebhookTarget = v.InferOutput<typeof WebhookTargetSchema>;
export type EmailTarget = v.InferOutput<typeof EmailTargetSchema>;
export type Department = (typeof DEPARTMENTS)[number];
