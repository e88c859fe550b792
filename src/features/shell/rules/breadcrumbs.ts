export interface Crumb {
  label: string;
  /** Absent on the current page. */
  href?: string;
}

export interface CarCrumbInput {
  car_type: 'new' | 'used' | 'demo';
  make: string;
  model: string;
  simple_body?: string | undefined;
  name: string;
}

const TYPE_LABEL = { new: 'New Cars', used: 'Used Cars', demo: 'Demo Cars' } as const;

/** URL-safe slug of a label: 'Land Cruiser 300' → 'land-cruiser-300'. */
export function slugify(label: string): string {
  return label
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .replace(/[\s_]+/g, '-')
    .replace(/-+/g, '-');
}

/**
 * spec: breadcrumb. Home, then /search/{car type}/ (or /used-car/ on some sites), then make,
 * then model if it is in the stock model list, then body type, then the current title.
 */
export function carBreadcrumbs(
  car: CarCrumbInput,
  options: { prefix: 'search' | 'used-car'; stockModels: ReadonlySet<string> },
): Crumb[] {
  const typePath = options.prefix === 'search' ? `/search/${car.car_type}-cars` : '/used-car';
  const crumbs: Crumb[] = [
    { label: 'Home', href: '/' },
    { label: TYPE_LABEL[car.car_type], href: typePath },
    { label: car.make, href: `/search/${slugify(car.make)}` },
  ];
  if (options.stockModels.has(`${car.make}|${car.model}`)) {
    crumbs.push({ label: car.model, href: `/search/${slugify(car.make)}/${slugify(car.model)}` });
  }
  if (car.simple_body) crumbs.push({ label: car.simple_body, href: `/search/${slugify(car.simple_body)}` });
  crumbs.push({ label: car.name });
  return crumbs;
}

/** Breadcrumbs of a plain page: Home, optional parents, the page. */
export function pageBreadcrumbs(title: string, parents: Crumb[] = []): Crumb[] {
  return [{ label: 'Home', href: '/' }, ...parents, { label: title }];
}
