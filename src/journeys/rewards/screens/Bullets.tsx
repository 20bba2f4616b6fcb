import * as styles from './rewards.css.ts';

/** Sentences as a bulleted list: a scheme's terms, how points are earned. */
export function Bullets({ items }: { items: readonly string[] }) {
  const bullets = items.map((item) => <li key={item}>{item}</li>);
  return <ul className={styles.terms}>{bullets}</ul>;
}
