import * as v from 'valibot';

/** Google tag ids a tenant may name; the tag loads only when one is set (never required). */
export const AnalyticsSchema = v.object({
  /** GA4 measurement id. Example: 'G-AB12CD34EF'. Default: none (no Google tag loads). */
  ga4Id: v.optional(v.pipe(v.string(), v.regex(/^G-[A-Z0-9]{4,16}$/, "Use a GA4 measurement id such as 'G-AB12CD34EF'"))),
  /** Google Tag Manager container id. Example: 'GTM-ABC1234'. Default: none. */
  gtmId: v.optional(v.pipe(v.string(), v.regex(/^GTM-[A-Z0-9]{4,12}$/, "Use a GTM container id such as 'GTM-ABC1234'"))),
});

export type Analytics = v.InferOutput<typeof AnalyticsSchema>;
