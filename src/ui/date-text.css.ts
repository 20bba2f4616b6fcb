import { style } from '@vanilla-extract/css';

// A date reads as one piece ("29 Nov 2026"): never split after its day at the end of a line or in
// a narrow table column. A date with its weekday and time is long enough to wrap where it must.
export const date = style({ whiteSpace: 'nowrap' });
