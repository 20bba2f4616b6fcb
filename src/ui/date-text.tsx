import type { ComponentProps } from 'react';
import { formatDate, toInstant } from '../lib/format/date.ts';

export interface DateTextProps extends Omit<ComponentProps<'time'>, 'children' | 'dateTime'> {
  value: string | Date | null | undefined;
  withWeekdayTime?: boolean;
}

/** Renders nothing for a missing or invalid date rather than "Invalid Date". */
export function DateText({ value, withWeekdayTime = false, ...props }: DateTextProps) {
  const instant = toInstant(value);
  if (!instant) return null;
  return (
    <time {...props} dateTime={instant.toISOString()}>
      {formatDate(instant, { withWeekdayAndTime: withWeekdayTime })}
    </time>
  );
}
