import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Link } from '../../navigation/link.tsx';
import { isMenuItemActive } from '@dealer/domain';
import { ArrowLeftIcon, ChevronRightIcon } from '../../ui/icons.tsx';
import type { MenuNode, MenuSection } from '../menu/menu-model.ts';
import styles from './side-menu.module.css';

// The button that opened a panel gets focus back when the panel closes.
let opener: HTMLElement | null = null;

function rememberOpener(event: React.MouseEvent<HTMLElement>) {
  opener = event.currentTarget;
}

/** The main sections: a section with entries opens its first-level panel, else it is a link. */
export function SectionList({
  sections,
  onOpen,
}: {
  sections: readonly MenuSection[];
  onOpen: (key: string) => void;
}) {
  const { pathname } = useLocation();
  if (sections.length === 0) return null;
  return (
    <nav aria-label="Разделы сайта">
      <ul className={styles.list}>
        {sections.map((section) => {
          const active = isMenuItemActive(section.key, pathname);
          return (
            <li key={section.key} data-active={active || undefined}>
              {section.children.length > 0 ? (
                <button
                  type="button"
                  className={styles.item}
                  aria-current={active ? 'true' : undefined}
                  onClick={(event) => {
                    rememberOpener(event);
                    onOpen(section.key);
                  }}
                >
                  {section.label}
                  <ChevronRightIcon size={20} />
                </button>
              ) : section.href ? (
                <Link
                  to={section.href}
                  className={styles.item}
                  aria-current={active ? 'true' : undefined}
                >
                  {section.label}
                </Link>
              ) : null}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

interface SubPanelProps {
  title: string;
  href: string | null;
  nodes: readonly MenuNode[];
  /** A deeper panel lies over this one: keep it out of Tab's reach. */
  covered: boolean;
  onBack: () => void;
  onOpen: (label: string) => void;
  onLink: () => void;
}

/** A first- or second-level panel sliding over the menu, with «Назад» and its entries. */
export function SubPanel({ title, href, nodes, covered, onBack, onOpen, onLink }: SubPanelProps) {
  const back = useRef<HTMLButtonElement>(null);
  const returnTo = useRef(opener);
  useEffect(() => {
    // The panel covers the sheet's top: bring the sheet there first.
    const sheet = back.current?.closest('[role="dialog"]');
    if (sheet) sheet.scrollTop = 0;
    back.current?.focus();
    const target = returnTo.current;
    return () => target?.focus();
  }, []);
  return (
    <div className={styles.panel} inert={covered} role="group" aria-label={title}>
      <button ref={back} type="button" className={styles.back} onClick={onBack}>
        <ArrowLeftIcon size={20} />
        Назад
      </button>
      <p className={styles.panelTitle}>
        {href ? (
          <Link to={href} onClick={onLink}>
            {title}
          </Link>
        ) : (
          title
        )}
      </p>
      <ul className={styles.list}>
        {nodes.map((node) => (
          <li key={node.label}>
            {node.children && node.children.length > 0 ? (
              <button
                type="button"
                className={styles.item}
                onClick={(event) => {
                  rememberOpener(event);
                  onOpen(node.label);
                }}
              >
                {node.label}
                <ChevronRightIcon size={20} />
              </button>
            ) : node.href ? (
              <Link to={node.href} className={styles.item} onClick={onLink}>
                {node.logo && (
                  <img
                    src={node.logo}
                    alt=""
                    width={28}
                    height={28}
                    loading="lazy"
                    decoding="async"
                  />
                )}
                {node.label}
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
