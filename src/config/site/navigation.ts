import * as v from 'valibot';
import { doc } from '../field-doc.ts';
import { strictObject } from '../strict-object.ts';

const Href = v.pipe(v.string(), v.regex(/^(\/|https:\/\/|#)/, 'Links start with /, # or https://'));

export const LinkSchema = strictObject({
  label: doc("Link text. Example: 'About Us'.", v.pipe(v.string(), v.minLength(1))),
  href: doc("Link target: a site path, #anchor or https:// address. Example: '/about-us'.", Href),
});

const label = doc("Menu entry text. Example: 'Finance'.", v.string());

/** A header entry: a link, a group of links, or a dropdown filled at build time from models or stock. */
export const MenuItemSchema = v.variant('kind', [
  strictObject({
    kind: doc("'link': one link.", v.literal('link')),
    label,
    href: doc("Link target: a site path, #anchor or https:// address. Example: '/finance'.", Href),
  }),
  strictObject({
    kind: doc("'group': a dropdown of fixed links.", v.literal('group')),
    label,
    links: doc('The links of the dropdown.', v.array(LinkSchema)),
  }),
  strictObject({ kind: doc("'models': a dropdown of the tenant's models (models.json).", v.literal('models')), label }),
  strictObject({ kind: doc("'stock': a dropdown of stock searches by car type.", v.literal('stock')), label }),
]);

export const FooterGroupSchema = strictObject({
  heading: doc("Group heading; '{dealer}' is replaced by the dealer name.", v.string()),
  links: doc("Fixed links, or 'models' for the model list.", v.union([v.array(LinkSchema), v.literal('models')])),
});

/** spec: header menu. */
export const DEFAULT_HEADER: v.InferInput<typeof MenuItemSchema>[] = [
  { kind: 'link', label: 'Home', href: '/' },
  { kind: 'models', label: 'Models' },
  { kind: 'stock', label: 'Stock' },
  { kind: 'link', label: 'Finance', href: '/finance' },
  {
    kind: 'group',
    label: 'Service & Parts',
    links: [
      { label: 'Servicing', href: '/service' },
      { label: 'Parts and Accessories', href: '/vehicle-parts-and-accessories' },
    ],
  },
  {
    kind: 'group',
    label: 'Company',
    links: [
      { label: 'About Us', href: '/about-us' },
      { label: 'News', href: '/news' },
      { label: 'Contact Us', href: '/contact' },
    ],
  },
];

/** spec: footer groups. */
export const DEFAULT_FOOTER: v.InferInput<typeof FooterGroupSchema>[] = [
  { heading: 'Models', links: 'models' },
  {
    heading: 'Buyer Tools',
    links: [
      { label: 'Our Stock', href: '/search/new-used-and-demo-cars' },
      { label: 'Finance', href: '/finance' },
      { label: 'Trade In', href: '/trade-in' },
      { label: 'Test Drive', href: '/book-test-drive' },
      { label: 'Owners Benefits', href: '/pages/owners' },
    ],
  },
  {
    heading: 'Service & Parts',
    links: [
      { label: 'Servicing', href: '/service' },
      { label: 'Parts and Accessories', href: '/vehicle-parts-and-accessories' },
    ],
  },
  {
    heading: '{dealer}',
    links: [
      { label: 'About Us', href: '/about-us' },
      { label: 'News', href: '/news' },
      { label: 'Contact Us', href: '/contact' },
      { label: 'Terms And Conditions', href: '/terms-and-conditions' },
      { label: 'Privacy Policy', href: '/privacy-policy' },
    ],
  },
];

export const NavigationSchema = strictObject({
  header: doc(
    'Header menu. Default: Home, Models, Stock, Finance, Service & Parts, Company (spec).',
    v.optional(v.array(MenuItemSchema), DEFAULT_HEADER),
  ),
  footer: doc(
    'Footer link groups. Default: Models, Buyer Tools, Service & Parts, {dealer} (spec).',
    v.optional(v.array(FooterGroupSchema), DEFAULT_FOOTER),
  ),
});

export type MenuItem = v.InferOutput<typeof MenuItemSchema>;
export type FooterGroup = v.InferOutput<typeof FooterGroupSchema>;
