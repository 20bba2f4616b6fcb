import type { ComponentProps } from 'react';
import { formatDate, toInstant } from '../lib/format/date.ts';
import * as styles from './date-text.css.ts';

export interface DateTextProps extends Omit<ComponentProps<'time'>, 'children' | 'dateTime'> {
  value: string | Date | null | undefined;
  withWeekdayTime?: boolean;
}

/** Renders nothing for a missing or invalid date rather than "Invalid Date". */
export function DateText({ value, withWeekdayTime = false, className, ...props }: DateTextProps) {
  const instant = toInstant(value);
  if (!instant) return null;
  return (
    <time
      {...props}
      className={withWeekdayTime ? className : [styles.date, className].filter(Boolean).join(' ')}
      dateTime={instant.toISOString()}
    >
      {formatDate(instant, { withWeekdayAndTime: withWeekdayTime })}
    </time>
  );
}
