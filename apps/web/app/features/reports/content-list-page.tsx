import type {
  OfficeBanner,
  OfficeInfoPageList,
  OfficePublicationCard,
  Staff,
} from '@dealer/contract';
import { Link, NavLink } from '../../shared/navigation/link.tsx';
import { CONTENT_PAGE } from './content-path.ts';
import {
  BANNER_STATE_LABELS,
  CONTENT_TABS,
  STATE_LABELS,
  type ContentTab,
} from './content-types.ts';
import { moscowShort } from './lead-labels.ts';
import { OfficeBar } from './office-bar.tsx';
import { Pager } from './office-parts.tsx';
import styles from './reports.module.css';

const tabHref = (tab: ContentTab, page = 1) =>
  `${CONTENT_PAGE}/?kind=${tab}${page > 1 ? `&page=${page}` : ''}`;

/** /reports/content/: the tabs of the content kinds and one kind's items. */
export function ContentListPage({
  staff,
  tab,
  items,
  pages,
  banners,
  page,
  totalPages,
}: {
  staff: Staff;
  tab: ContentTab;
  items: readonly OfficePublicationCard[];
  pages: OfficeInfoPageList['items'];
  banners: readonly OfficeBanner[];
  page: number;
  totalPages: number;
}) {
  const tabs = CONTENT_TABS.filter((t) => !t.admin || staff.role === 'admin');
  const current = CONTENT_TABS.find((t) => t.tab === tab)?.label ?? '';
  return (
    <main className={styles.page} aria-labelledby="content-title">
      <OfficeBar staff={staff} />
      <h1 id="content-title" className={styles.title}>
        Контент: {current.toLowerCase()}
      </h1>
      <nav aria-label="Разделы контента">
        <ul className={styles.sections}>
          {tabs.map((t) => (
            <li key={t.tab}>
              <NavLink
                to={tabHref(t.tab)}
                className={styles.section}
                aria-current={t.tab === tab ? 'page' : undefined}
              >
                {t.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'banners' ? (
        <BannerList banners={banners} />
      ) : tab === 'pages' ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Страница</th>
                <th scope="col">Адрес</th>
                <th scope="col">Изменена</th>
              </tr>
            </thead>
            <tbody>
              {pages.map((p) => (
                <tr key={p.code}>
                  <td>
                    <Link to={`${CONTENT_PAGE}/pages/${p.code}/`}>{p.title}</Link>
                  </td>
                  <td>{p.code}</td>
                  <td>{p.updatedAt ? moscowShort(p.updatedAt) : '—'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <>
          <p>
            <Link to={`${CONTENT_PAGE}/${tab}/new/`} className={styles.submit}>
              Добавить
            </Link>
          </p>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Заголовок</th>
                  <th scope="col">Состояние</th>
                  <th scope="col">Публикация</th>
                </tr>
              </thead>
              <tbody>
                {items.map((item) => (
                  <tr key={item.id}>
                    <td>
                      <Link to={`${CONTENT_PAGE}/${item.kind}/${item.id}/`}>{item.title}</Link>
                      {item.shared && <span className={styles.muted}> · оба холдинга</span>}
                    </td>
                    <td>{STATE_LABELS[item.state]}</td>
                    <td className={styles.nowrap}>{moscowShort(item.publishAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <Pager page={page} totalPages={totalPages} href={(n) => tabHref(tab, n)} />
        </>
      )}
    </main>
  );
}

/** The holding's home banners in the home page's order, with their state and their dates. */
function BannerList({ banners }: { banners: readonly OfficeBanner[] }) {
  return (
    <>
      <p>
        <Link to={`${CONTENT_PAGE}/banners/new/`} className={styles.submit}>
          Добавить баннер
        </Link>
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Заголовок</th>
              <th scope="col">Порядок</th>
              <th scope="col">Состояние</th>
              <th scope="col">Показ</th>
            </tr>
          </thead>
          <tbody>
            {banners.map((banner) => (
              <tr key={banner.id}>
                <td>
                  <Link to={`${CONTENT_PAGE}/banners/${banner.id}/`}>{banner.title}</Link>
                </td>
                <td>{banner.position}</td>
                <td>{BANNER_STATE_LABELS[banner.state]}</td>
                <td className={styles.nowrap}>
                  с {moscowShort(banner.publishAt)}
                  {banner.publishUntil && ` до ${moscowShort(banner.publishUntil)}`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
