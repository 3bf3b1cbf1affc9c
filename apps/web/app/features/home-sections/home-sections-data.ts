/** The home page's latest news as its loader hands them over (the dates already in words). */
export interface HomeNewsData {
  items: readonly { title: string; href: string; publishedAt: string; date: string }[];
  allHref: string;
}

/** The home page below its catalogue: the news, why this holding, the areas built. */
export interface HomeSectionsData {
  holdingName: string;
  news: HomeNewsData;
  points: readonly { title: string; text: string }[];
  areas: readonly { label: string; text: string; href: string }[];
}
