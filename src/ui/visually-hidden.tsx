import type { ComponentProps } from 'react';
import { visuallyHidden } from './visually-hidden.css.ts';

export type VisuallyHiddenProps = ComponentProps<'span'>;

export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={className ? `${visuallyHidden} ${className}` : visuallyHidden} />;
}
