import type { ComponentProps } from 'react';
import { cx } from './class-names.ts';
import * as styles from './button.css.ts';
import { spinner } from './spinner.css.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'link';

export interface ButtonProps extends ComponentProps<'button'> {
  /** While true the button shows a spinner, is disabled and reports aria-busy. */
  busy?: boolean;
  variant?: ButtonVariant;
  fullWidth?: boolean;
}

export function Button({
  busy = false,
  variant = 'primary',
  fullWidth = false,
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      {...props}
      // Disabled while busy so a second tap cannot send the same request twice.
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className={cx(styles.base, styles.variant[variant], fullWidth && styles.fullWidth, className)}
    >
      {busy ? <span className={spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
