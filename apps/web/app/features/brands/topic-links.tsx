import { Link } from '../../shared/navigation/link.tsx';
import type { TopicLink } from './brand-view.server.ts';
import styles from './brands.module.css';

/** The links under a make or model: credit, guaranty, the stock. */
export function TopicLinks({ topics }: { topics: readonly TopicLink[] }) {
  if (topics.length === 0) return null;
  return (
    <ul className={styles.topics}>
      {topics.map((topic) => (
        <li key={topic.href}>
          <Link to={topic.href}>{topic.label}</Link>
        </li>
      ))}
    </ul>
  );
}
