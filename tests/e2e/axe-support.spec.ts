import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './axe-support.ts';

// The sweep's helper must still see what it is there to see with its run options (tags, violations only).
test('the axe helper fails on a serious violation and passes the same page without it', async ({ page }) => {
  const withViolation = '<html lang="en"><title>t</title><main><button></button><img src="x.png"></main></html>';
  await page.setContent(withViolation);
  await expect(expectNoSeriousA11yIssues(page)).rejects.toThrow(
    /button-name[\s\S]*image-alt|image-alt[\s\S]*button-name/,
  );
  await page.setContent(
    '<html lang="en"><title>t</title><main><button>Go</button><img src="x.png" alt="A car"></main></html>',
  );
  await expectNoSeriousA11yIssues(page);
});
