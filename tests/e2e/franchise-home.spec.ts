import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { origin } from './tenants.ts';

test.describe("franchise home blocks ('Drive with Confidence', issue 11)", () => {
  test.describe.configure({ timeout: 180_000 });

  test("coastal-toyota's home shows the owner benefits, its latest offer and the warranty carousel @phone", async ({
    page,
  }) => {
    await page.goto(`${origin('coastal-toyota')}/`);
    const confidence = page.getByRole('region', { name: 'Drive with Confidence' });
    await expect(confidence.getByText('Every new Toyota from Coastal Toyota comes with:')).toBeVisible();
    await expect(confidence.getByRole('link', { name: /7-year unlimited km warranty/ })).toHaveAttribute(
      'href',
      '/pages/warranty',
    );
    await expect(confidence.getByRole('link', { name: /7-year capped-price servicing/ })).toHaveAttribute(
      'href',
      '/pages/capped-price-service',
    );
    await expect(confidence.getByRole('link', { name: /Up to 7 years roadside assistance/ })).toHaveAttribute(
      'href',
      '/pages/roadside-assistance',
    );
    await expect(confidence.getByRole('link', { name: 'Owners Benefits' })).toHaveAttribute('href', '/pages/owners');

    // The running offer that started last (promos.json), linking to its offer page.
    const offer = page.getByRole('region', { name: 'Latest Offer' });
    await expect(offer.getByRole('heading', { name: 'Corolla Hybrid: Bonus Protection Pack' })).toBeVisible();
    await expect(
      offer.getByRole('link', { name: /^View Offer\W+Corolla Hybrid: Bonus Protection Pack$/ }),
    ).toHaveAttribute('href', '/offers/corolla-bonus-pack');

    // The warranty carousel: scroll-snap slides with arrows that move it and are disabled at the ends.
    const carousel = page.getByRole('region', { name: 'Warranty and Protection' }).getByRole('region', {
      name: 'Warranty benefits',
    });
    const slides = carousel.getByRole('article');
    await expect(slides).toHaveCount(5);
    await expect(slides.first().getByRole('heading', { name: '7-year unlimited km warranty' })).toBeVisible();
    await expect(slides.last().getByRole('heading', { name: 'Toyota Certified Pre-Owned' })).toBeAttached();
    const previous = carousel.getByRole('button', { name: 'Previous slide' });
    await expect(previous).toBeDisabled();
    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(previous).toBeEnabled();
    await expect(carousel.getByRole('button', { name: 'Go to slide 2 of 5' })).toHaveAttribute('aria-current', 'true');
    await expectNoSeriousA11yIssues(page);
  });

  test('a site without the switch (harbourside) shows none of them', async ({ page }) => {
    await page.goto(`${origin('harbourside')}/`);
    await expect(page.getByRole('heading', { name: 'Our Locations' })).toBeVisible();
    for (const name of ['Drive with Confidence', 'Latest Offer', 'Warranty and Protection'])
      await expect(page.getByRole('heading', { name })).toHaveCount(0);
  });
});
