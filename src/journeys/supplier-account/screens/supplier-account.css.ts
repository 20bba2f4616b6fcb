import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { listRowRule } from '../../../screens/page-parts.css.ts';

// The supplier page: rows ruled under each other rather than cards, so a long history stays compact.

export const note = style({ margin: 0, color: vars.color.textMuted });

export const strong = style({ margin: 0, fontWeight: 600 });

export const overdue = style([strong, { color: vars.color.error }]);

export const part = style({ display: 'grid', gap: vars.space.sm });

export const partHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const rows = style({ margin: 0, padding: 0, listStyle: 'none' });

export const row = style(listRowRule);

export const rowHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  justifyContent: 'space-between',
});
