import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css.ts';
import { listColumn } from '../../../../styles/list-column.ts';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
});

export const text = style({ margin: 0, color: vars.color.textMuted });

export const servers = style(listColumn());

export const status = style({ margin: 0, fontWeight: 600, minHeight: '1.5em' });
