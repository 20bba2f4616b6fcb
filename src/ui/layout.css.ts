import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { media } from '../styles/media.ts';

export const stack = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
});

export const stackGap = styleVariants(vars.space, (space) => ({ gap: space }));

export const page = style({
  width: '100%',
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  '@media': {
    [media.tablet]: { padding: `${vars.space.xxxl} ${vars.space.xl}` },
  },
});

export const pageWidth = styleVariants({
  narrow: { maxWidth: '480px' },
  wide: { maxWidth: '960px' },
});

export const pageTitle = style({
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  color: vars.color.text,
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  '@media': {
    [media.tablet]: { padding: vars.space.xl },
  },
});
