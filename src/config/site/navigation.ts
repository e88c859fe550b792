import * as v from 'valibot';

const Href = v.pipe(v.string(), v.regex(/^(\/|https:\/\/|#)/, 'Links start with /, # or https://'));

export const LinkSchema = v.object({ label: v.pipe(v.string(), v.minLength(1)), href: Href });

/** A header entry: a link, a group of links, or a dropdown filled at build time from models or stock. */
export const MenuItemSchema = v.variant('kind', [
  v.object({ kind: v.literal('link'), label: v.string(), href: Href }),
  v.object({ kind: v.literal('group'), label: v.string(), links: v.array(LinkSchema) }),
  v.object({ kind: v.literal('models'), label: v.string() }),
  v.object({ kind: v.literal('stock'), label: v.string() }),
]);

export const FooterGroupSchema = v.object({
  /** Group heading; '{dealer}' is replaced by the dealer name. */
  heading: v.string(),
  /** Fixed links, or 'models' for the model list. */
  links: v.union([v.array(LinkSchema), v.literal('models')]),
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

export const NavigationSchema = v.object({
  /** Header menu. Default: Home, Models, Stock, Finance, Service & Parts, Company (spec). */
  header: v.optional(v.array(MenuItemSchema), DEFAULT_HEADER),
  /** Footer link groups. Default: Models, Buyer Tools, Service & Parts, {dealer} (spec). */
  footer: v.optional(v.array(FooterGroupSchema), DEFAULT_FOOTER),
});

export type MenuItem = v.InferOutput<typeof MenuItemSchema>;
export type FooterGroup = v.InferOutput<typeof FooterGroupSchema>;
export type Navigation = v.InferOutput<typeof NavigationSchema>;
