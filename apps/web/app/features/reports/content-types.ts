import type { OfficeContentKind } from '@dealer/contract';

/** A tab of the content section: a kind of publication, the home banners or the info pages. */
export type ContentTab = OfficeContentKind | 'banners' | 'pages';

/** What a content form's post answered: saved, or the API's Russian refusal and what was typed. */
export type ContentFormState =
  | { ok: true; message: string }
  | {
      ok: false;
      error: string;
      fields: Record<string, string>;
      values?: Record<string, string>;
    };

export const CONTENT_TABS: readonly { tab: ContentTab; label: string; admin?: true }[] = [
  { tab: 'news', label: 'Новости' },
  { tab: 'actions', label: 'Акции' },
  { tab: 'blog', label: 'Блог' },
  { tab: 'media', label: 'Медиа' },
  { tab: 'banners', label: 'Баннеры' },
  { tab: 'pages', label: 'Страницы', admin: true },
];

export const STATE_LABELS = {
  draft: 'черновик',
  scheduled: 'запланировано',
  published: 'опубликовано',
} as const;

export const BANNER_STATE_LABELS = { ...STATE_LABELS, withdrawn: 'снят' } as const;
