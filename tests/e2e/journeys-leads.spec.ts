import { expect, test } from '@playwright/test';
import { canValue } from '../../src/features/stock/rules/car-eligibility.ts';
import { expectNoSeriousA11yIssues } from './axe-support.ts';
import { carsLite, leadsByEmail, readyForm, uniqueEmail, waitLikeAShopper } from './journeys-support.ts';
import { hydrated, origin } from './tenants.ts';

test.describe('lead forms', () => {
  test('harbourside: parts order through all three steps @phone', async ({ page }) => {
    const email = uniqueEmail('parts');
    await page.goto(`${origin('harbourside')}/vehicle-parts-and-accessories`);
    await page.getByRole('button', { name: 'View Parts Order Form' }).click();
    const form = await readyForm(page, 'Parts order');
    await expect(form.getByRole('heading', { name: 'Step 1 of 3: Contact Details' })).toBeVisible();
    await expectNoSeriousA11yIssues(page, 'form[data-form="parts"]');
    await form.getByLabel('First Name').fill('Pat');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile').fill('0412345678');
    await form.getByLabel('Dealership location').selectOption({ index: 1 });
    await waitLikeAShopper(page);
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('heading', { name: 'Step 2 of 3: Vehicle Details' })).toBeVisible();
    const [started] = leadsByEmail('harbourside', email);
    expect(started).toMatchObject({ form: 'parts', lead_status: 'In Progress', form_completed: 0 });
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('alert')).toContainText('Vehicle Make: This is a required field.');
    await expectNoSeriousA11yIssues(page, 'form[data-form="parts"]');
    await form.getByLabel('Vehicle Make').fill('Toyota');
    await form.getByLabel('Vehicle Model').fill('HiLux');
    await form.getByLabel('Vehicle Year').fill('2019');
    await form.getByLabel('VIN (optional)').fill('MR0FB8CD000000001');
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByRole('heading', { name: 'Step 3 of 3: Order Details' })).toBeVisible();
    await form.screenshot({ path: test.info().outputPath('parts-phone.png') });
    await form.getByLabel('Order Detail').fill('Genuine tow bar kit');
    await form.getByRole('button', { name: 'Submit Order' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    const [lead] = leadsByEmail('harbourside', email);
    expect(lead?.id).toBe(started?.id);
    expect(lead).toMatchObject({ lead_status: 'Complete', form_completed: 1 });
    expect(lead?.data.fields).toMatchObject({
      vehicle_make: 'Toyota',
      vehicle_model: 'HiLux',
      vehicle_year: 2019,
      vin: 'MR0FB8CD000000001',
      order_detail: 'Genuine tow bar kit',
    });
  });

  test('harbourside: trade-in valuation @phone', async ({ page }) => {
    const email = uniqueEmail('trade');
    await page.goto(`${origin('harbourside')}/trade-in`);
    const form = await readyForm(page, 'Trade-in valuation');
    await expect(page.getByText(/over 7 years old or with more than 100,000 km/)).toBeVisible();
    await expect(form.getByRole('radio', { name: 'Phone' })).toBeChecked();
    await form.getByRole('button', { name: 'Get My Valuation' }).click();
    await expect(form.getByRole('alert')).toContainText('Odometer (kms): This is a required field.');
    await expectNoSeriousA11yIssues(page, 'form[data-form="trade-in"]');
    await form.getByLabel('Odometer (kms)').fill('85000');
    await form.getByLabel('Rego State').selectOption('NSW');
    await form.getByLabel('Rego', { exact: true }).fill('ABC123');
    await form.getByLabel('First Name').fill('Sam');
    await form.getByRole('textbox', { name: 'Email' }).fill(email);
    await form.getByLabel('Mobile').fill('0412345678');
    await form.getByLabel('Preferred location').selectOption({ index: 1 });
    await form.getByRole('radio', { name: 'SMS' }).check();
    await form
      .getByRole('group', { name: 'Is Your Car Currently Under Finance?' })
      .getByRole('radio', { name: 'Yes' })
      .check();
    await form.screenshot({ path: test.info().outputPath('trade-in-phone.png') });
    await waitLikeAShopper(page);
    await form.getByRole('button', { name: 'Get My Valuation' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    const [lead] = leadsByEmail('harbourside', email);
    expect(lead).toMatchObject({ form: 'trade-in', category: 'Trade-In Valuation' });
    expect(lead?.data.fields).toMatchObject({
      kms: 85000,
      regoState: 'NSW',
      rego: 'ABC123',
      PreferredContactMethod: 'SMS',
      under_finance: 'Yes',
    });
  });

  test('coastal-toyota: trade-in towards an eligible car', async ({ page }) => {
    const car = (await carsLite('coastal-toyota')).find((c) => canValue(c))!;
    await page.goto(`${origin('coastal-toyota')}/cars/trade-in?car_id=${car.id}`);
    await readyForm(page, 'Trade-in valuation');
    await expect(page.getByRole('link', { name: car.name })).toBeVisible();
  });

  test('coastal-toyota: test drive from a car page, with an optional date and time @phone', async ({ page }) => {
    const car = (await carsLite('coastal-toyota')).find((c) => c.status === 'in_stock')!;
    const email = uniqueEmail('drive');
    await page.goto(`${origin('coastal-toyota')}/cars/${car.slug}`);
    await page
      .getByRole('complementary', { name: 'Price and actions' })
      .getByRole('link', { name: 'Book a Test Drive' })
      .click();
    await expect(page).toHaveURL(/\/book-test-drive\?car_id=/);
    const form = await readyForm(page, 'Book a Test Drive');
    await expectNoSeriousA11yIssues(page, 'form[data-form="test-drive"]');
    await form.getByRole('button', { name: 'Book Test Drive' }).click();
    await expect(form.getByRole('alert')).toContainText('First Name: This is a required field.');
    await expectNoSeriousA11yIssues(page, 'form[data-form="test-drive"]');
    await form.getByLabel('First Name').fill('Alex');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile').fill('0412345678');
    const tomorrow = new Date(Date.now() + 86_400_000 * 2).toISOString().slice(0, 10);
    const date = form.getByLabel('Preferred date (optional)');
    // The picker offers the days the server takes: from today, within 12 months.
    await expect(date).toHaveAttribute('min', /^\d{4}-\d{2}-\d{2}$/);
    const [min, max] = [(await date.getAttribute('min')) ?? '', (await date.getAttribute('max')) ?? ''];
    expect(min <= tomorrow && tomorrow <= max).toBe(true);
    expect(Number(max.slice(0, 4))).toBe(Number(min.slice(0, 4)) + 1);
    await date.fill(tomorrow);
    const time = form.getByLabel('Preferred time (optional)');
    await expect(time).toBeEnabled();
    await time.selectOption({ index: 1 });
    await form.screenshot({ path: test.info().outputPath('test-drive-phone.png') });
    await waitLikeAShopper(page);
    await form.getByRole('button', { name: 'Book Test Drive' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    const [lead] = leadsByEmail('coastal-toyota', email);
    expect(lead).toMatchObject({ form: 'test-drive', car_id: car.id, category: 'Test Drive' });
    expect(lead?.data.fields['preferred_date']).toBe(tomorrow);
  });

  test("coastal-toyota: test drive from a model page's variant button sends the model and variant", async ({
    page,
  }) => {
    // The model page's choice was lost: the lead reached the dealer as 'No particular vehicle'.
    const email = uniqueEmail('drive-model');
    await page.goto(`${origin('coastal-toyota')}/models/rav4`);
    const button = page.getByRole('main').getByRole('link', { name: 'Test Drive', exact: true }).first();
    const query = new URL(String(await button.getAttribute('href')), 'http://x').searchParams;
    const [model, variant] = [query.get('model'), query.get('variant')];
    await button.click();
    await expect(page).toHaveURL(/\/book-test-drive\?model=/);
    const form = await readyForm(page, 'Book a Test Drive');
    await expect(page.getByText(`For: ${model} ${variant}`)).toBeVisible();
    await form.getByLabel('First Name').fill('Alex');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile').fill('0412345678');
    // No car names the dealership: the shopper picks one.
    await form.getByLabel('Dealership location').selectOption({ index: 1 });
    await waitLikeAShopper(page);
    await form.getByRole('button', { name: 'Book Test Drive' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    const [lead] = leadsByEmail('coastal-toyota', email);
    expect(lead?.data.fields).toMatchObject({ model, variant });
  });

  test('coastal-toyota: photo request from the car page dialog', async ({ page }) => {
    const car = (await carsLite('coastal-toyota')).find((c) => c.status === 'in_stock')!;
    await page.goto(`${origin('coastal-toyota')}/cars/${car.slug}`);
    const open = page.getByRole('button', { name: 'Request Photos' });
    await open.first().scrollIntoViewIfNeeded();
    await hydrated(open.first());
    const email = uniqueEmail('photos');
    await open.first().click();
    const form = await readyForm(page, 'Request Photos');
    await form.getByLabel('First Name').fill('Kim');
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Mobile').fill('0412345678');
    await waitLikeAShopper(page);
    await form.getByRole('button', { name: 'Request Photos' }).click();
    await expect(page).toHaveURL(/\/success\/?$/);
    const [lead] = leadsByEmail('coastal-toyota', email);
    expect(lead).toMatchObject({ form: 'photo-request', car_id: car.id });
    expect(lead?.data.message).toBe('Please send photos for this car');
  });
});
