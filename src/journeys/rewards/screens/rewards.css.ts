import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { listRowRule } from '../../../screens/page-parts.css.ts';

// The rewards pages: the balance large, then rows ruled under each other, so a long statement stays compact.

export const balance = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: 700 });

export const note = style({ margin: 0, color: vars.color.textMuted });

export const strong = style({ margin: 0, fontWeight: 600 });

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

export const terms = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
