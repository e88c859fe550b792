import * as v from 'valibot';
import { doc } from '../field-doc.ts';
import { strictObject } from '../strict-object.ts';

/** Australian display rules the build enforces (see README, 'Compliance checked by the build'). */
export const ComplianceSchema = strictObject({
  licenceStates: doc(
    "States whose dealer licence numbers show on every page when the tenant has a location there. NSW Motor Dealers and Repairers Act 2013 s19A. Default: ['NSW']. Example: ['NSW', 'VIC'].",
    v.optional(v.array(v.picklist(['ACT', 'NSW', 'NT', 'QLD', 'SA', 'TAS', 'VIC', 'WA'])), ['NSW']),
  ),
  privacyPath: doc(
    "Site path of the privacy policy every lead form links to (Privacy Act 1988, APP 5). Default: '/privacy-policy'.",
    v.optional(v.pipe(v.string(), v.startsWith('/')), '/privacy-policy'),
  ),
});
