import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints } from '../../../styles/media.ts';
import { vars } from '../../../styles/theme.css.ts';
import { listRowRule } from '../../../screens/page-parts.css.ts';

// Below the tablet step the statement's table stacks: each line a block, each amount beside its
// column's name, so Credit and Balance are never hidden in a sideways scroll on a 360 px phone.
const phone = `screen and (max-width: ${breakpoints.tablet - 1}px)`;

export const factValue = style({ margin: 0, fontWeight: 600 });

export const note = style({ margin: 0, color: vars.color.textMuted });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const range = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
});

export const tableWrap = style({ overflowX: 'auto' });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSize.sm,
  '@media': { [phone]: { display: 'block' } },
});

// The column names stay for screen readers; on a phone each amount carries its own (data-label).
globalStyle(`${table} thead`, {
  '@media': {
    [phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' },
  },
});

globalStyle(`${table} tbody`, { '@media': { [phone]: { display: 'block' } } });

globalStyle(`${table} tr`, {
  '@media': {
    [phone]: listRowRule,
  },
});

export const cell = style({
  textAlign: 'left',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
});

globalStyle(`${table} td`, { '@media': { [phone]: { display: 'block', padding: 0, borderBottom: 'none' } } });

export const amountCell = style([cell, { textAlign: 'right', whiteSpace: 'nowrap' }]);

globalStyle(`${table} td.${amountCell}`, {
  '@media': { [phone]: { display: 'flex', justifyContent: 'space-between', gap: vars.space.md } },
});

globalStyle(`${table} td.${amountCell}::before`, {
  '@media': { [phone]: { content: 'attr(data-label)', color: vars.color.textMuted } },
});

// A line is a debit or a credit: the other's empty cell takes no room on a phone.
globalStyle(`${table} td.${amountCell}:empty`, { '@media': { [phone]: { display: 'none' } } });

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });

export const item = style({
  display: 'grid',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
});

export const itemHead = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
