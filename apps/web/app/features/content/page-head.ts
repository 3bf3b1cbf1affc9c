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
