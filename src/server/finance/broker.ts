import * as v from 'valibot';
import { EmailSchema, MobileSchema, PostcodeSchema, requiredText } from '../../features/forms/rules/schemas/fields.ts';
import { MESSAGES } from '../../features/forms/rules/schemas/messages.ts';
import { QuoteRequestSchema, type QuoteRequest } from '../../features/finance/rules/quote-request.ts';

export { QuoteRequestSchema, type QuoteRequest } from '../../features/finance/rules/quote-request.ts';

/** spec/shopper §7 quote response. Rates in percent per year, repayment in dollars per week. */
export interface Quote {
  weeklyRepaymentAmount: number;
  advertisedRate: number;
  comparisonRate: number;
}

/** spec/shopper §3 create-customer payload: `data` for the broker plus free-form `additionalData`. */
export const CreateCustomerSchema = v.object(
  {
    data: v.object(
      {
        ...QuoteRequestSchema.entries,
        phoneNumber: MobileSchema,
        firstName: requiredText(80),
        lastName: requiredText(80),
        email: EmailSchema,
        subscribe: v.optional(v.boolean(MESSAGES.choice), false),
        postCode: v.optional(PostcodeSchema),
      },
      MESSAGES.required,
    ),
    additionalData: v.optional(
      v.record(v.string(), v.unknown(), 'Send additional data as an object of named values.'),
      {},
    ),
  },
  MESSAGES.required,
);
export type CustomerRequest = v.InferOutput<typeof CreateCustomerSchema>;

/** A finance broker: quick quotes and customer creation (YouX, or the local estimator). */
export interface FinanceBroker {
  /** Name used as the finance lead's default tag (spec/shopper §3). */
  readonly name: string;
  quote(request: QuoteRequest): Promise<Quote>;
  /** Answers the URL the shopper continues at. */
  createCustomer(request: CustomerRequest): Promise<{ redirectUrl: string }>;
}

/** A broker refusal or failure whose message may be shown (spec/shopper §8 texts, or the broker's own). */
export class BrokerError extends Error {
  readonly status: 400 | 422 | 502;
  constructor(message: string, status: 400 | 422 | 502 = 502) {
    super(message);
    this.status = status;
  }
}
