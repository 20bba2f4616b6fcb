import { Link } from 'react-router-dom';
import type { Banner } from '../projection.ts';
import { Card } from '../../../ui/index.ts';
import * as styles from './dashboard.css.ts';

/** Home's banners and offers; nothing at all when home has none. */
export function Banners({ banners }: { banners: readonly Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <Card aria-labelledby="dashboard-offers">
      <h2 id="dashboard-offers" className={styles.cardTitle}>
        For you
      </h2>
      <ul className={styles.payments}>
        {banners.map((banner) => (
          <li key={banner.id} className={styles.payment}>
            <span>{banner.text}</span>
            <Link className={styles.textLink} to={banner.link.to}>
              {banner.link.label}
            </Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
