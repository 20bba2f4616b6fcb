import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export const shell = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
});

export const content = style({
  flex: 1,
  width: '100%',
  maxWidth: '48rem',
  margin: '0 auto',
  padding: vars.space.lg,
});

/** The bar a layout's logo sits in on a phone (the main app's header starts from it too). */
export const headerBar = {
  display: 'flex',
  alignItems: 'center',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
} as const;

export const header = style(headerBar);
