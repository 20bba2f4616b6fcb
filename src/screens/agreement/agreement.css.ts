import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const facts = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const fact = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.xs,
});

export const term = style({ color: vars.color.textMuted });

export const value = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const document = style({ width: '100%', minHeight: '60vh', border: `1px solid ${vars.color.border}` });

export const documents = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

export const note = style({ margin: 0, color: vars.color.textMuted });

export const download = style({ color: vars.color.primary, fontWeight: 600, textAlign: 'center' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
