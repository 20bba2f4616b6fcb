import { AppBrand } from './AppBrand.tsx';
import * as styles from './layout.css.ts';

/** The bar above a page of the signed-in app without the main navigation: the logo, a link home where the
 * page has one. */
export function AppHeader({ home }: { home?: string }) {
  return <header className={styles.header}>{home ? <AppBrand home={home} /> : <AppBrand />}</header>;
}
