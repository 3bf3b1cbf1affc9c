import { Link } from '../../navigation/link.tsx';
import { useSite } from '../../stores/index.ts';
import styles from './header.module.css';

/** The holding's logo (DESIGN 1: a file named in the holding configuration), linking home. */
export function Logo() {
  const site = useSite();
  return (
    <Link to="/" className={styles.logo}>
      <img src={site.logo} alt={site.holdingName} width={180} height={36} />
    </Link>
  );
}
