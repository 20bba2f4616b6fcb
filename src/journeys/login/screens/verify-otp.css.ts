import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const phoneRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.textMuted,
});

export const phone = style({ color: vars.color.text, fontWeight: 700 });

export const resendRow = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '48px',
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const termsLink = style({ color: vars.color.link, fontWeight: 600 });
