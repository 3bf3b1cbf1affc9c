export interface PageLink {
  page: number;
  href: string;
  current: boolean;
}

/** The links of a paged list: every page near the current one, the first and the last. */
export function pageLinks(
  current: number,
  total: number,
  hrefOf: (page: number) => string,
): PageLink[] {
  if (total <= 1) return [];
  const pages = new Set([1, total]);
  for (let page = current - 2; page <= current + 2; page += 1)
    if (page >= 1 && page <= total) pages.add(page);
  return [...pages]
    .sort((a, b) => a - b)
    .map((page) => ({ page, href: hrefOf(page), current: page === current }));
}
