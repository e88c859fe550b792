/** What the sitemap and the build's checks need to know of one built page, read from its HTML head. */
export interface PageFacts {
  /** `<meta name="robots" content="noindex">`. */
  readonly noindex: boolean;
  /** A meta-refresh forwarder (route aliases, finance paths): not a page of its own. */
  readonly redirect: boolean;
  /** Has `<meta property="og:image">`. */
  readonly ogImage: boolean;
}

/** Facts of one built page; only the head is read. */
export function pageFacts(html: string): PageFacts {
  const end = html.indexOf('</head>');
  const head = end === -1 ? html : html.slice(0, end);
  return {
    noindex: /<meta\s+name="robots"\s+content="[^"]*noindex/i.test(head),
    redirect: /<meta\s+http-equiv="refresh"/i.test(html.slice(0, end === -1 ? 4096 : end + 4096)),
    ogImage: /<meta\s+property="og:image"\s+content="[^"]+"/i.test(head),
  };
}

/** Indexable: listed in the sitemap, needs an og:image. */
export function isIndexable(facts: PageFacts): boolean {
  return !facts.noindex && !facts.redirect;
}
