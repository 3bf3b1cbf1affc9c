import { Link } from '../../shared/navigation/link.tsx';
import { Breadcrumbs } from '../../shared/ui/breadcrumbs.tsx';
import type { PageHead } from './page-head.ts';
import type { TreeNode } from './site-map-tree.ts';
import styles from './content.module.css';

function Branch({ nodes }: { nodes: readonly TreeNode[] }) {
  return (
    <ul className={styles.tree}>
      {nodes.map((node) => (
        <li key={`${node.label}-${node.href ?? ''}`}>
          {node.href ? <Link to={node.href}>{node.label}</Link> : <span>{node.label}</span>}
          {node.children.length > 0 && <Branch nodes={node.children} />}
        </li>
      ))}
    </ul>
  );
}

/** SPEC 2.3 /sitemap: every section of the site as nested links. */
export function SiteMapPage({ tree, head }: { tree: readonly TreeNode[]; head: PageHead }) {
  return (
    <main className={styles.page}>
      <Breadcrumbs items={[{ label: 'Главная', href: '/' }, { label: head.h1 }]} />
      <h1 className={styles.title}>{head.h1}</h1>
      <div className={styles.siteMap}>
        {tree.map((section) => (
          <section key={section.label}>
            <h2 className={styles.subtitle}>
              {section.href ? <Link to={section.href}>{section.label}</Link> : section.label}
            </h2>
            {section.children.length > 0 && <Branch nodes={section.children} />}
          </section>
        ))}
      </div>
    </main>
  );
}
