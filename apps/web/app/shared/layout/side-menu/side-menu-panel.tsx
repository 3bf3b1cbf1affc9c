import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { closePanel } from '../../stores/index.ts';
import { Sheet } from '../../ui/dialog.tsx';
import { CloseIcon } from '../../ui/icons.tsx';
import type { MenuSection } from '../menu/menu-model.ts';
import { BottomSection, TopSection } from './side-menu-ends.tsx';
import { SectionList, SubPanel } from './side-menu-levels.tsx';
import styles from './side-menu.module.css';

/** The open menu (a lazy chunk): root list, a first-level and a second-level panel (SPEC 2.12). */
export default function SideMenuPanel({
  open,
  menu,
}: {
  open: boolean;
  menu: readonly MenuSection[];
}) {
  const [first, setFirst] = useState<string | null>(null);
  const [second, setSecond] = useState<string | null>(null);
  const { pathname } = useLocation();
  const lastPath = useRef(pathname);

  // SPEC 4: closing resets both panels.
  useEffect(() => {
    if (open) return;
    setFirst(null);
    setSecond(null);
  }, [open]);
  // A navigation from inside the menu closes it.
  useEffect(() => {
    if (lastPath.current !== pathname) closePanel('menu');
    lastPath.current = pathname;
  }, [pathname]);

  const section = menu.find((s) => s.key === first) ?? null;
  const node = section?.children.find((n) => n.label === second) ?? null;
  const close = () => closePanel('menu');

  return (
    <Sheet open={open} onClose={close} side="left" label="Меню">
      <div
        className={styles.root}
        inert={section !== null}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) close();
        }}
      >
        <div className={styles.head}>
          <span className={styles.headTitle}>Меню</span>
          <button type="button" className={styles.close} aria-label="Закрыть меню" onClick={close}>
            <CloseIcon />
          </button>
        </div>
        <TopSection />
        <SectionList sections={menu} onOpen={setFirst} />
        <BottomSection />
      </div>
      {section && (
        <SubPanel
          key={section.key}
          title={section.label}
          href={section.href}
          nodes={section.children}
          covered={node !== null}
          onBack={() => setFirst(null)}
          onOpen={setSecond}
          onLink={close}
        />
      )}
      {section && node?.children && (
        <SubPanel
          key={`${section.key}/${node.label}`}
          title={node.label}
          href={null}
          nodes={node.children}
          covered={false}
          onBack={() => setSecond(null)}
          onOpen={() => {}}
          onLink={close}
        />
      )}
    </Sheet>
  );
}
