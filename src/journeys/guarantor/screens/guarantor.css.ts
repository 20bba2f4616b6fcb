import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const loanCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
});

export const amount = style({ fontSize: vars.fontSize.lg, fontWeight: 700, color: vars.color.text });

export const badge = style({
  alignSelf: 'flex-start',
  padding: `${vars.space.xxs} ${vars.space.sm}`,
  borderRadius: vars.radius.pill,
  fontSize: vars.fontSize.sm,
  background: vars.color.successSurface,
  color: vars.color.success,
  border: `1px solid ${vars.color.success}`,
});

export const expiredBadge = style([
  badge,
  { background: vars.color.errorSurface, color: vars.color.error, borderColor: vars.color.error },
]);

export const disclosure = style({ marginBottom: vars.space.md });

// 44 px tall to tap, from padding: a 44 px line height would set its lines 44 px apart when it wraps.
export const summary = style({
  cursor: 'pointer',
  color: vars.color.link,
  minHeight: '44px',
  lineHeight: 1.5,
  paddingBlock: '10px',
  boxSizing: 'border-box',
});

// The names wrap before the values do: a date or an amount reads as one piece.
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(min-content, max-content) minmax(max-content, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const detail = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
