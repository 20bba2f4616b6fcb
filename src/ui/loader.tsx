import { cx } from './class-names.ts';
import * as styles from './loader.css.ts';

export const DEFAULT_LOADER_LINES = ['Please wait while we fetch', 'your details'] as const;

export interface LoaderProps {
  /** Each entry is shown on its own line (§9 default: two lines). */
  lines?: readonly string[];
  /** Fills the viewport height, for whole-screen loading states. */
  fullScreen?: boolean;
  className?: string;
}

export function Loader({ lines = DEFAULT_LOADER_LINES, fullScreen = false, className }: LoaderProps) {
  return (
    <div role="status" className={cx(styles.root, fullScreen && styles.fullScreen, className)}>
      <div className={styles.animation} aria-hidden="true">
        <span className={styles.dot} />
        <span className={styles.dot} />
        <span className={styles.dot} />
      </div>
      <p className={styles.text}>
        {lines.map((line, index) => (
          // Lines are static copy and never reorder. The space keeps the announced
          // text a sentence; flex layout does not render it.
          <span key={index}>
            {index > 0 ? ' ' : null}
            {line}
          </span>
        ))}
      </p>
    </div>
  );
}
