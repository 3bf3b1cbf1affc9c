import { Link } from '../../navigation/link.tsx';
import type { MenuNode, MenuSection } from '../menu/menu-model.ts';
import styles from './mega-menu.module.css';

function Leaf({ node }: { node: MenuNode }) {
  if (!node.href) return <span>{node.label}</span>;
  return (
    <Link to={node.href} className={styles.link}>
      {node.logo && (
        <img src={node.logo} alt="" width={32} height={32} loading="lazy" decoding="async" />
      )}
      {node.label}
    </Link>
  );
}

/** The contents of one mega-menu (a lazy chunk): a grid of links, or columns of category trees. */
export default function MegaMenu({ id, section }: { id: string; section: MenuSection }) {
  const tree = section.children.some((node) => node.children && node.children.length > 0);
  return (
    <div id={id} className={styles.panel} data-kind={section.key}>
      <div className={styles.inner}>
        {tree ? (
          <div className={styles.columns}>
            {section.children.map((node) => (
              <div key={node.label} className={styles.column}>
                <p className={styles.heading}>
                  <Leaf node={{ label: node.label, href: node.href }} />
                </p>
                <ul className={styles.list}>
                  {(node.children ?? [])
                    .filter((child) => child.href !== node.href)
                    .map((child) => (
                      <li key={child.label}>
                        <Leaf node={child} />
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </div>
        ) : (
          <ul className={section.key === 'brands' ? styles.brands : styles.grid}>
            {section.children.map((node) => (
              <li key={node.label}>
                <Leaf node={node} />
              </li>
            ))}
          </ul>
        )}
        {section.href && (
          <Link to={section.href} className={styles.all}>
            Смотреть все
          </Link>
        )}
      </div>
    </div>
  );
}
