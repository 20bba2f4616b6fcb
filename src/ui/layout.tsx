import type { ComponentProps, ReactNode } from 'react';
import type { vars } from '../styles/theme.css.ts';
import { cx } from './class-names.ts';
import * as styles from './layout.css.ts';

export type Space = keyof typeof vars.space;

export interface StackProps extends ComponentProps<'div'> {
  gap?: Space;
}

/** A vertical column with even spacing between its children. */
export function Stack({ gap = 'md', className, ...props }: StackProps) {
  return <div {...props} className={cx(styles.stack, styles.stackGap[gap], className)} />;
}

export interface PageProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** Rendered as the page's single <h1>. */
  title?: ReactNode;
  width?: 'narrow' | 'wide';
}

// A div, not <main>: the app shell owns the one main landmark.
export function Page({ title, width = 'narrow', className, children, ...props }: PageProps) {
  return (
    <div {...props} className={cx(styles.page, styles.pageWidth[width], className)}>
      {title != null ? <h1 className={styles.pageTitle}>{title}</h1> : null}
      {children}
    </div>
  );
}

export type CardProps = ComponentProps<'section'>;

export function Card({ className, ...props }: CardProps) {
  return <section {...props} className={cx(styles.card, className)} />;
}
