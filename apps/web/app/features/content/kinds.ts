import type { PublicationKind } from '@dealer/contract';
import type { RouteName } from '@dealer/domain';

export interface KindWords {
  /** The list page's heading. */
  list: string;
  description: string;
  /** The heading of the related items on an item page. */
  related: string;
  listRoute: RouteName;
  itemRoute: RouteName;
}

/** The four kinds of publication (SPEC 2.3) and how their pages name them. */
export const KINDS: Record<PublicationKind, KindWords> = {
  news: {
    list: 'Новости',
    description: 'Новости дилерских центров: новые модели, события и изменения в работе.',
    related: 'Другие новости',
    listRoute: 'news',
    itemRoute: 'news-id',
  },
  blog: {
    list: 'Блог',
    description: 'Статьи о выборе, покупке и обслуживании автомобиля.',
    related: 'Другие статьи',
    listRoute: 'blog',
    itemRoute: 'blog-id',
  },
  actions: {
    list: 'Акции и спецпредложения',
    description: 'Действующие акции и специальные предложения дилерских центров.',
    related: 'Другие акции',
    listRoute: 'actions',
    itemRoute: 'actions-id',
  },
  media: {
    list: 'Медиа',
    description: 'Видео и фоторепортажи: обзоры моделей, тест-драйвы и мероприятия.',
    related: 'Другие материалы',
    listRoute: 'media',
    itemRoute: 'media-id',
  },
};

/** Whether a promotion's period is over on the given day (a promotion without an end runs on). */
export function isExpired(endsAt: string | null, now: Date): boolean {
  return endsAt !== null && new Date(endsAt).getTime() < now.getTime();
}
