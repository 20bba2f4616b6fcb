import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

// The EDI pages' parts: the facts as label and value rows, the instalment figure, the schedule
// table (scrolls sideways on a phone rather than squeezing its five figures) and the notes.

export const facts = style({ display: 'grid', gap: vars.space.xs, margin: 0 });
globalStyle(`${facts} > div`, {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  paddingBlock: vars.space.xxs,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: 600, textAlign: 'end' });

export const figure = style({ margin: 0, fontSize: vars.fontSize.xl, fontWeight: 700 });
export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const schedule = style({ display: 'grid', gap: vars.space.sm });
globalStyle(`${schedule} summary`, { minHeight: '44px', display: 'flex', alignItems: 'center', fontWeight: 600 });
export const tableScroll = style({ overflowX: 'auto' });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });
globalStyle(`${table} th, ${table} td`, {
  padding: vars.space.xxs,
  textAlign: 'end',
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
});
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: 'start' });
