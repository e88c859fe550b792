import { financeProblems, FINANCE_RULE } from './finance-rule.ts';
import { LICENCE_RULE, licenceProblems, type RequiredLicence } from './licence-rule.ts';
import { visibleText } from './page-text.ts';
import { ON_ROAD_RULE, onRoadProblems, PRICE_RULE, priceProblems } from './price-rule.ts';
import { PRIVACY_RULE, privacyProblems } from './privacy-rule.ts';
import type { Violation } from './violation.ts';

/** What the rules need to know about the tenant. */
export interface ComplianceContext {
  /** The tenant has a location in NSW. */
  readonly nsw: boolean;
  readonly licences: readonly RequiredLicence[];
  /** Site path of the privacy policy, e.g. '/privacy-policy'. */
  readonly privacyPath: string;
}

/** Every compliance problem of one built page (see README, 'Compliance checked by the build'). */
export function checkPage(page: string, html: string, context: ComplianceContext): Violation[] {
  const text = visibleText(html);
  const found: [string, string[]][] = [
    [FINANCE_RULE, financeProblems(text)],
    [PRICE_RULE, priceProblems(html)],
    [ON_ROAD_RULE, onRoadProblems(text, context.nsw)],
    [LICENCE_RULE, licenceProblems(text, context.licences)],
    [PRIVACY_RULE, privacyProblems(html, context.privacyPath)],
  ];
  return found.flatMap(([rule, messages]) => messages.map((message) => ({ page, rule, message })));
}
