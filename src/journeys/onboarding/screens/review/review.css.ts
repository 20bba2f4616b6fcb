import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css.ts';

// The review reads as a stack of cards, one per part of the application, phone first.

export {
  stepColumn as page,
  heading,
  lead,
  card as section,
  alert,
  actions,
} from '../../../../screens/page-parts.css.ts';

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600 });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 40%) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

// Each term and its detail sit in the list's grid as if the wrapper were not there.
export const row = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted });

export const detail = style({ margin: 0, overflowWrap: 'anywhere' });
