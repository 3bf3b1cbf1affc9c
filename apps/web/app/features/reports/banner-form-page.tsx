import { useNavigation } from 'react-router';
import type { OfficeBanner, Staff } from '@dealer/contract';
import { HomeBanners, type BannerView } from '../../shared/home-banners/home-banners.tsx';
import { Link } from '../../shared/navigation/link.tsx';
import { PictureField, TextField } from './content-fields.tsx';
import {
  Frame,
  ItemForm,
  moscowLocal,
  Outcome,
  StateChoice,
  UnpublishForm,
} from './content-form-page.tsx';
import { CONTENT_PAGE } from './content-path.ts';
import { BANNER_STATE_LABELS, type ContentFormState } from './content-types.ts';
import styles from './reports.module.css';
import own from './content.module.css';

/** /reports/content/banners/{new|id}: a home banner's form, its state, preview and unpublish. */
export function BannerFormPage({
  staff,
  banner,
  result,
  saved,
}: {
  staff: Staff;
  banner: OfficeBanner | null;
  result: ContentFormState | undefined;
  saved: boolean;
}) {
  const busy = useNavigation().state === 'submitting';
  const base = `${CONTENT_PAGE}/banners/${banner ? banner.id : 'new'}/`;
  const failedState = result && !result.ok ? result.values?.state : undefined;
  const state =
    failedState ??
    (banner && banner.state !== 'published' && banner.state !== 'scheduled'
      ? 'draft'
      : 'published');
  return (
    <Frame
      staff={staff}
      title={banner ? `Баннер: ${banner.title}` : 'Новый баннер'}
      back={{ to: `${CONTENT_PAGE}/?kind=banners`, label: 'Баннеры' }}
    >
      {saved && !result && (
        <p className={styles.notice} role="status">
          Сохранено
        </p>
      )}
      <Outcome result={result} />
      {banner && (
        <div className={own.links}>
          <span>Состояние: {BANNER_STATE_LABELS[banner.state]}</span>
          <Link to={`${base}preview/`}>Предпросмотр</Link>
          {(banner.state === 'published' || banner.state === 'scheduled') && (
            <UnpublishForm action={base} label="Снять с главной" />
          )}
        </div>
      )}
      <ItemForm action={base} busy={busy}>
        <input type="hidden" name="image" value={banner?.image ?? ''} />
        <TextField
          name="title"
          label="Заголовок"
          result={result}
          initial={banner?.title}
          required
        />
        <TextField
          name="text"
          label="Короткий текст"
          result={result}
          initial={banner?.text}
          hint="Необязательно, до 300 символов"
          multiline
        />
        {banner && (
          <img
            src={banner.image}
            width={banner.imageWidth}
            height={banner.imageHeight}
            alt="Текущая картинка баннера"
            className={own.cover}
          />
        )}
        <PictureField
          name="picture"
          label={banner ? 'Заменить картинку' : 'Картинка'}
          result={result}
          hint="JPG или PNG до 10 МБ, лучше широкая (12:5); уменьшается на сервере"
        />
        <TextField
          name="link"
          label="Ссылка"
          result={result}
          initial={banner?.link}
          hint="Адрес на сайте, например /actions/, или https://…"
          required
        />
        <TextField
          name="position"
          label="Порядок"
          type="number"
          result={result}
          initial={String(banner?.position ?? 0)}
          hint="Меньшие показываются первыми"
        />
        <TextField
          name="publishAt"
          label="Начало показа (МСК)"
          type="datetime-local"
          result={result}
          initial={moscowLocal(banner?.publishAt)}
          hint="Пусто — сразу; позже — по расписанию"
        />
        <TextField
          name="publishUntil"
          label="Окончание показа (МСК)"
          type="datetime-local"
          result={result}
          initial={moscowLocal(banner?.publishUntil)}
          hint="Пусто — без срока"
        />
        <StateChoice state={state} shown="Показывать" />
      </ItemForm>
    </Frame>
  );
}

/** /reports/content/banners/{id}/preview: the banner drawn by the home page's own block. */
export function BannerPreviewPage({ banner }: { banner: BannerView }) {
  return (
    <main aria-labelledby="banner-preview-title">
      <h1 id="banner-preview-title" className={`${styles.page} ${styles.title}`}>
        Предпросмотр баннера
      </h1>
      <HomeBanners banners={[banner]} eager />
    </main>
  );
}
