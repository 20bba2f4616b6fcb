import { Link } from 'react-router-dom';
import { marketplaceTitle, useStoredBrand } from '../../journeys/branding/use-stored-brand.ts';
import { SaakhLogo } from './SaakhLogo.tsx';
import * as styles from './app-brand.css.ts';

/**
 * The app shell's logo, a link home where there is one (a guarantor has no dashboard). A customer
 * who came through a marketplace keeps its logo and name after login (§1), with Saakh named
 * beside it as the lender's platform.
 */
export function AppBrand({ home }: { home?: string }) {
  const brand = useStoredBrand();
  const logo = brand ? (
    <>
      {brand.marketplaceLogoUrl ? <img className={styles.logo} src={brand.marketplaceLogoUrl} alt="" /> : null}
      <span className={styles.name}>{marketplaceTitle(brand)}</span>
      <span className={styles.platform}>with Saakh</span>
    </>
  ) : (
    <SaakhLogo />
  );
  return home ? (
    <Link to={home} className={styles.brand}>
      {logo}
    </Link>
  ) : (
    <span className={styles.brand}>{logo}</span>
  );
}
