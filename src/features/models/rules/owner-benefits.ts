/** spec: owner benefits and warranty copy (7-year unlimited km warranty, 7-year capped-price servicing, up to 7 years roadside assistance). */
export const OWNER_BENEFITS = [
  { title: '7-year unlimited km warranty', href: '/pages/warranty' },
  { title: '7-year capped-price servicing', href: '/pages/capped-price-service' },
  { title: 'Up to 7 years roadside assistance', href: '/pages/roadside-assistance' },
] as const;
