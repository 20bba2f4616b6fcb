import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const choices = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

export const choice = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const slotWithPreview = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const previewImage = style({ maxWidth: '100%', height: 'auto' });
