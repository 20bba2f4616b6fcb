import { Fragment } from 'react';
import * as styles from './email-text.css.ts';

/**
 * An e-mail address that wraps where a reader expects it to (before the @ and before each dot)
 * rather than mid-word or not at all, so a long address never pushes a narrow screen sideways.
 */
export function EmailText({ address }: { address: string }) {
  const parts = address.split(/(?=[@.])/);
  return (
    <span className={styles.email}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </span>
  );
}
