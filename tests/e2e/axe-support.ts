import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA, the level the sites meet (axe has no wcag22a tag). */
const WCAG_A_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe over the page, or the part of it `include` selects: no serious or critical violation of
 * WCAG 2.x A/AA. A failure names each rule with the elements that break it. Legacy mode finishes the run in the page
 * itself instead of opening a blank page per check, about 1.5 s less per check with the same rules and results; and
 * only violations are collected in full (axe's `resultTypes`: passes and incomplete keep one node each), which is
 * what the check reads.
 */
export async function expectNoSeriousA11yIssues(page: Page, include?: string): Promise<void> {
  const builder = new AxeBuilder({ page })
    // `options` replaces the run options: set before the tags, which add `runOnly` to them.
    .options({ resultTypes: ['violations'] })
    .withTags(WCAG_A_AA)
    .setLegacyMode(true);
  const results = await (include === undefined ? builder : builder.include(include)).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}
