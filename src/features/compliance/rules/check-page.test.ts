import { describe, expect, it } from 'vitest';
import { COMPARISON_RATE_WARNING } from '../../finance/rules/comparison-rate.ts';
import { checkPage, type ComplianceContext } from './check-page.ts';
import { requiredLicences } from './licence-rule.ts';
import { visibleText } from './page-text.ts';

const licence = { location: 'Harbourside Ford Penrith', state: 'NSW', number: 'MD021977' };
const context: ComplianceContext = { nsw: true, licences: [licence], privacyPath: '/privacy-policy' };
const footer = `<footer><p class="dealer-licences">Dealer licence: Harbourside Ford Penrith (NSW) MD021977</p></footer>`;
const page = (body: string) =>
  `<!doctype html><html><head><title>x</title><style>p{}</style></head><body><main>${body}</main>${footer}</body></html>`;
const rules = (html: string) => checkPage('/x/', html, context).map((v) => v.rule);

describe('a compliant page passes every rule', () => {
  it('has finance figures with their comparison rate and warning, labelled prices, a licence and a privacy link', () => {
    const html = page(`
      <p class="price__now" data-price>$33,990<span> Drive Away</span></p>
      <p>$140.95/wk <span>12.41% p.a.</span> · <span>13.27% p.a. comparison rate*</span></p>
      <form data-form="enquiry"><input name="x"><p>Read our <a href="/privacy-policy">Privacy Policy</a>.</p></form>
      <p>${COMPARISON_RATE_WARNING}</p>`);
    expect(checkPage('/x/', html, context)).toEqual([]);
  });
});

describe('comparison rate (NCC s164, ASIC RG 178)', () => {
  it('fails a rate shown without a comparison rate beside it', () => {
    const filler = 'Lorem ipsum dolor sit amet. '.repeat(10);
    const html = page(
      `<p>Finance from 6.99% p.a.</p><p>${filler}</p><p>8.1% p.a. comparison rate*</p><p>${COMPARISON_RATE_WARNING}</p>`,
    );
    expect(checkPage('/offers/x/', html, context)).toEqual([
      {
        page: '/offers/x/',
        rule: 'comparison-rate',
        message: "'6.99% p.a.' is shown without its comparison rate beside it",
      },
    ]);
  });
  it('fails a repayment without any comparison rate', () => {
    expect(rules(page(`<p>$99.50/wk estimate</p><p>${COMPARISON_RATE_WARNING}</p>`))).toEqual(['comparison-rate']);
  });
  it('fails finance figures without the comparison rate warning', () => {
    const found = checkPage('/x/', page('<p>$140.95/wk · 13.27% p.a. comparison rate*</p>'), context);
    expect(found.map((v) => v.message)).toEqual([
      'a finance rate or repayment is shown without the comparison rate warning',
    ]);
  });
  it('ignores figures inside scripts (island code is not shown)', () => {
    expect(rules(page('<script>const text = "6.99% p.a.";</script>'))).toEqual([]);
  });
});

describe('single price (ACL s48)', () => {
  it('fails a card price without Drive Away or excl. government charges', () => {
    const found = checkPage(
      '/search/new/',
      page('<p class="car-card__price" data-price=""><span>$39,990</span></p>'),
      context,
    );
    expect(found).toEqual([
      {
        page: '/search/new/',
        rule: 'single-price',
        message: "vehicle price $39,990 is shown without 'Drive Away' or 'excl. government charges'",
      },
    ]);
  });
  it('accepts excl. government charges and a price slot without dollars', () => {
    expect(
      rules(
        page('<p data-price>$39,990 <span>excl. government charges</span></p><p data-price>Enquire for price.</p>'),
      ),
    ).toEqual([]);
  });
  it("fails 'on road costs' on a tenant with a NSW location, not elsewhere", () => {
    const html = page('<p>Price excludes on-road costs.</p>');
    expect(rules(html)).toEqual(['nsw-on-road-costs']);
    expect(checkPage('/x/', html, { ...context, nsw: false })).toEqual([]);
  });
});

describe('dealer licence on every page (NSW Motor Dealers and Repairers Act s19A)', () => {
  it('fails a page without the NSW licence number', () => {
    const html = page('<p>Hello</p>').replace(footer, '');
    expect(checkPage('/about-us/', html, context)).toEqual([
      {
        page: '/about-us/',
        rule: 'dealer-licence',
        message: 'dealer licence MD021977 of Harbourside Ford Penrith (NSW) is not shown',
      },
    ]);
  });
  it('requires visible dealing locations in the configured states only', () => {
    const location = (name: string, state: string, type: string, number?: string) => ({
      name,
      location_type: type,
      visible: true,
      address: { state },
      dealer_license_number: number,
    });
    const licences = requiredLicences(
      [
        location('Penrith', 'NSW', 'sales', 'MD1'),
        location('Newcastle Service', 'NSW', 'service'),
        location('Springwood', 'QLD', 'sales', '3045'),
        location('Liverpool', 'NSW', 'car-buying'),
      ],
      ['NSW'],
    );
    expect(licences).toEqual([
      { location: 'Penrith', state: 'NSW', number: 'MD1' },
      { location: 'Liverpool', state: 'NSW', number: '' },
    ]);
    expect(checkPage('/', page('MD1'), { ...context, licences }).map((v) => v.message)).toEqual([
      'Liverpool (NSW) has no dealer licence number to show',
    ]);
  });
});

describe('privacy policy link on lead forms (Privacy Act 1988, APP 5)', () => {
  it('fails a lead form without a link to the privacy policy', () => {
    const found = checkPage(
      '/contact/',
      page('<form data-form="enquiry"><button>Send</button></form><a href="/privacy-policy">Privacy</a>'),
      context,
    );
    expect(found).toEqual([
      {
        page: '/contact/',
        rule: 'privacy-link',
        message: "lead form 'enquiry' has no link to the privacy policy (/privacy-policy)",
      },
    ]);
  });
});

describe('visible text', () => {
  it('drops scripts, styles and tags, decodes entities and collapses spaces', () => {
    expect(
      visibleText(
        '<head><style>a{}</style></head><p>Drive&nbsp;Away  &amp;\n<b>more</b></p><script>x()</script><scripted>y</scripted>',
      ).trim(),
    ).toBe('Drive Away & more y');
  });
});
