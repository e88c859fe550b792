import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { origin } from './tenants.ts';

const DEFAULT_PATH = '/search/new-used-and-demo-cars';
const BLANK_TILE = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);

/** The sandbox has no internet: harbourside's tile server (OSM) answers with a blank tile. Returns the requested tile URLs. */
async function localTiles(page: Page): Promise<string[]> {
  const tiles: string[] = [];
  await page.route('https://tile.openstreetmap.org/**', (route) => {
    tiles.push(route.request().url());
    return route.fulfill({ contentType: 'image/png', body: BLANK_TILE });
  });
  return tiles;
}

async function islandOn(page: Page): Promise<void> {
  await expect(page.locator('[data-search-root][data-island="on"]')).toBeAttached({ timeout: 20_000 });
}

async function resultCount(page: Page): Promise<number> {
  return Number(((await page.locator('.search-stats strong').textContent()) ?? '').replace(/,/g, ''));
}

/** Numbers shown on the map's pins, e.g. ['1', '3', '2'] for pins '1, 3' and '2'. */
async function pinNumbers(map: Locator): Promise<string[]> {
  const texts = await map.locator('.leaflet-marker-icon').allTextContents();
  return texts.flatMap((text) => (text === '' ? [] : text.split(', ')));
}

/** List entries as '<number>. <title>' with their links, the way a pin's popup names them. */
async function listEntries(page: Page): Promise<{ text: string; href: string }[]> {
  return page.locator('ol.map-list > li').evaluateAll((items) =>
    items.map((item) => {
      const link = item.querySelector('a')!;
      return {
        text: `${item.querySelector('.pin-badge')?.textContent ?? ''}. ${link.textContent}`,
        href: link.getAttribute('href') ?? '',
      };
    }),
  );
}

test('harbourside: fewer than 10 results on the Map view carry matching numbers on pins and list; the URL keeps the view', async ({
  page,
}) => {
  const tiles = await localTiles(page);
  const leaflet: string[] = [];
  // Leaflet itself and its stylesheet (the island's small map module is not Leaflet).
  page.on('request', (request) => {
    if (/\/leaflet(-src)?\.[\w-]+\.(js|css)$/.test(request.url())) leaflet.push(request.url());
  });
  const cspViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
  });

  await page.goto(`${origin('harbourside')}${DEFAULT_PATH}`);
  const showAll = page.locator('[data-make-toggle]');
  await showAll.click();
  await islandOn(page);
  if ((await showAll.getAttribute('aria-expanded')) === 'false') await showAll.click();
  // The make with the most cars below 10 (and more than one, so the numbering shows).
  const makes = page.locator('[data-facet="make"]').getByRole('checkbox');
  const counts = (await makes.locator('.facet__count').allTextContents()).map((text) => Number(text.replace(/,/g, '')));
  const small = Math.max(...counts.filter((count) => count >= 2 && count < 10));
  await makes.nth(counts.indexOf(small)).click();
  // The make's own history entry (InstantSearch writes the URL 400 ms after the last change: a view chosen sooner
  // would share the entry, and Back would then skip the make).
  await expect(page).not.toHaveURL(new RegExp(`${DEFAULT_PATH}$`));
  await expect.poll(() => resultCount(page)).toBe(small);
  expect(leaflet).toEqual([]);

  const mapButton = page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name: 'Map' });
  await expect(mapButton).toHaveAttribute('aria-pressed', 'false');
  await mapButton.click();
  await expect(page).toHaveURL(/[?&]view=map(&|$)/);
  await expect(mapButton).toHaveAttribute('aria-pressed', 'true');
  const map = page.getByRole('region', { name: 'Map of the cars on this page' });
  await expect(map).toHaveAttribute('data-ready', '');
  await expect(page.locator('.car-card')).toHaveCount(0);

  const numbers = Array.from({ length: small }, (_, i) => String(i + 1));
  const list = page.locator('ol.map-list > li');
  await expect(list).toHaveCount(small);
  await expect(list.locator('.pin-badge')).toHaveText(numbers);
  await expect.poll(async () => (await pinNumbers(map)).sort((a, b) => Number(a) - Number(b))).toEqual(numbers);
  expect(await map.locator('.leaflet-marker-icon').count()).toBeLessThanOrEqual(small);

  // Each pin's popup names its cars with the same number and link as the list.
  const entries = await listEntries(page);
  const pins = map.locator('.leaflet-marker-icon');
  for (let i = 0; i < (await pins.count()); i++) {
    const pin = pins.nth(i);
    const pinned = ((await pin.textContent()) ?? '').split(', ');
    await pin.focus();
    await page.keyboard.press('Enter');
    const links = map.locator('.leaflet-popup .map-pin__links a');
    await expect(links).toHaveCount(pinned.length);
    const shown = await links.evaluateAll((anchors) =>
      anchors.map((a) => ({ text: a.textContent ?? '', href: a.getAttribute('href') ?? '' })),
    );
    expect(shown).toEqual(pinned.map((number) => entries[Number(number) - 1]));
    await page.keyboard.press('Escape');
  }
  await expect.poll(() => tiles.length).toBeGreaterThan(0);
  expect(leaflet.length).toBeGreaterThan(0);

  await expectNoSeriousA11yIssues(page, '.search-page__results');

  const url = page.url();
  await page.reload();
  await islandOn(page);
  expect(page.url()).toBe(url);
  await expect(mapButton).toHaveAttribute('aria-pressed', 'true');
  await expect(map).toHaveAttribute('data-ready', '');
  await expect(list.locator('.pin-badge')).toHaveText(numbers);
  await expect.poll(async () => (await pinNumbers(map)).sort((a, b) => Number(a) - Number(b))).toEqual(numbers);

  await page.goBack();
  await expect(page).not.toHaveURL(/view=map/);
  await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.car-card')).toHaveCount(small);
  await expect(map).toHaveCount(0);
  expect(cspViolations).toEqual([]);
});

test('harbourside: 10 or more results on the Map view show pins and list without numbers; one location, one pin', async ({
  page,
}) => {
  await localTiles(page);
  await page.goto(`${origin('harbourside')}${DEFAULT_PATH}`);
  // The prerendered switch works before the island has loaded: it writes the URL and hands over.
  await page.getByRole('group', { name: 'Show results as' }).getByRole('button', { name: 'Map' }).click();
  await expect(page).toHaveURL(/\?view=map$/);
  await islandOn(page);
  const map = page.getByRole('region', { name: 'Map of the cars on this page' });
  await expect(map).toHaveAttribute('data-ready', '');
  expect(await page.locator('ol.map-list > li').count()).toBeGreaterThanOrEqual(10);
  await expect(page.locator('ol.map-list .pin-badge')).toHaveCount(0);
  expect(await map.locator('.leaflet-marker-icon').count()).toBeGreaterThan(1);
  expect(await pinNumbers(map)).toEqual([]);

  // Every car of one dealership location shares its pin, whose popup links each listed car.
  await page.goto(`${origin('harbourside')}/search/used-cars-liverpool?view=map`);
  await islandOn(page);
  await expect(map).toHaveAttribute('data-ready', '');
  const hrefs = await page
    .locator('ol.map-list > li a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThanOrEqual(10);
  const pin = map.locator('.leaflet-marker-icon');
  await expect(pin).toHaveCount(1);
  await expect(pin).toHaveAttribute('aria-label', 'Harbourside Used Cars Liverpool');
  await pin.focus();
  await page.keyboard.press('Enter');
  const popupLinks = map.locator('.leaflet-popup .map-pin__links a');
  await expect(popupLinks).toHaveCount(hrefs.length);
  expect(await popupLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(hrefs);
});

test('coastal-toyota: no tile server, so no Map switch and view=map shows the grid', async ({ page }) => {
  await page.goto(`${origin('coastal-toyota')}${DEFAULT_PATH}`);
  await expect(page.locator('.car-card').first()).toBeVisible();
  await expect(page.getByRole('group', { name: 'Show results as' })).toHaveCount(0);
  await page.goto(`${origin('coastal-toyota')}${DEFAULT_PATH}?view=map`);
  await islandOn(page);
  await expect(page.locator('.car-card').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Map', exact: true })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Map of the cars on this page' })).toHaveCount(0);
});
