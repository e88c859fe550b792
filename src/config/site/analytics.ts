import * as v from 'valibot';
import { doc } from '../field-doc.ts';
import { strictObject } from '../strict-object.ts';

/** Google tag ids a tenant may name; the tag loads only when one is set (never required). */
export const AnalyticsSchema = strictObject({
  ga4Id: doc(
    "GA4 measurement id. Example: 'G-AB12CD34EF'. Default: none (no Google tag loads).",
    v.optional(v.pipe(v.string(), v.regex(/^G-[A-Z0-9]{4,16}$/, "Use a GA4 measurement id such as 'G-AB12CD34EF'"))),
  ),
  gtmId: doc(
    "Google Tag Manager container id. Example: 'GTM-ABC1234'. Default: none.",
    v.optional(v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]{4,12}$/, "Use a GTM container id such as 'GTM-ABC1234'"))),
  ),
});

export type Analytics = v.InferOutput<typeof AnalyticsSchema>;
