import { useId, type ReactNode } from 'react';
import * as styles from './supplier-account.css.ts';

/** A titled part of a supplier page: its rows, or the sentence said when it has none. */
export function Part<T>({
  title,
  items,
  empty,
  row,
}: {
  title: string;
  items: readonly T[];
  empty: string;
  row: (item: T) => ReactNode;
}) {
  const id = useId();
  return (
    <section className={styles.part} aria-labelledby={id}>
      <h2 id={id} className={styles.partHeading}>
        {title}
      </h2>
      {items.length === 0 ? (
        <p className={styles.note}>{empty}</p>
      ) : (
        <ul className={styles.rows} aria-label={title}>
          {items.map(row)}
        </ul>
      )}
    </section>
  );
}
