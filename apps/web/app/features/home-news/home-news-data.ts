/** The home page's latest news as its loader hands them over. */
export interface HomeNewsData {
  items: readonly { title: string; href: string; publishedAt: string }[];
  allHref: string;
}
