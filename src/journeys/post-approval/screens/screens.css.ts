import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

// The parent journey's pages (offers, loan details, bank details, questionnaire, supplier accounts).

export const list = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

// Two columns that share a phone's width: a long term ("APR (interest and all charges)") wraps
// instead of pushing its value past the screen's edge at 320 px.
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  margin: 0,
  overflowWrap: 'anywhere',
});

// Browsers indent <dd> by 40 px; the grid column is the indent.
globalStyle(`${facts} dd`, { margin: 0 });

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const branch = style({ margin: 0, padding: vars.space.sm, border: `1px solid ${vars.color.border}` });
