import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const note = style({ margin: 0, color: vars.color.textMuted });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.lg });

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

export const strong = style({ margin: 0, fontWeight: 600 });

export const overdue = style({ margin: 0, color: vars.color.error, fontWeight: 600 });

export const links = style({ display: 'grid', gap: vars.space.sm });
