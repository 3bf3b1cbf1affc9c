/** What a content page puts in its head and heading: its own texts or the editors' SEO meta. */
export interface PageHead {
  title: string;
  description: string;
  h1: string;
  /** The editors' SEO text shown under the page's content; empty when none. */
  seoText: string;
}

/** The meta tags of a page head (React Router meta descriptors). */
export function headMeta(head: PageHead | undefined) {
  if (!head) return [];
  return [{ title: head.title }, { name: 'description', content: head.description }];
}

/** A publication list's head: its meta and its canonical address (the page number kept). */
export function listMeta(view: { head: PageHead; canonical: string } | undefined) {
  if (!view) return [];
  return [...headMeta(view.head), { tagName: 'link', rel: 'canonical', href: view.canonical }];
}

/** A publication's head: its meta and the Open Graph article tags for share previews. */
export function publicationMeta(view: { head: PageHead; url: string; image: string } | undefined) {
  if (!view) return [];
  return [
    ...headMeta(view.head),
    { property: 'og:type', content: 'article' },
    { property: 'og:title', content: view.head.title },
    { property: 'og:url', content: view.url },
    { property: 'og:image', content: view.image },
  ];
}

/** An English text page's head: its title with the holding's name. */
export function englishTextMeta(
  view: { page: { title: string; description: string }; holding: string } | undefined,
) {
  if (!view) return [];
  return [
    { title: `${view.page.title} | ${view.holding}` },
    { name: 'description', content: view.page.description },
  ];
}
