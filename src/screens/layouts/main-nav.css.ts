import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/media.ts';

/** Room the phone's bottom bar takes, kept free at the end of the page. */
export const BOTTOM_BAR_HEIGHT = '64px';

export const nav = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 10,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': {
    [media.tablet]: {
      position: 'sticky',
      top: 0,
      alignSelf: 'flex-start',
      width: '13rem',
      minHeight: '100dvh',
      borderTop: 'none',
      borderRight: `1px solid ${vars.color.border}`,
      padding: `${vars.space.xl} ${vars.space.md}`,
    },
  },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(5, 1fr)',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr', gap: vars.space.xs } },
});

export const item = style({ display: 'flex' });

export const link = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: BOTTOM_BAR_HEIGHT,
  padding: vars.space.xs,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  textAlign: 'center',
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&[aria-current="page"]': { color: vars.color.primary, textDecoration: 'underline' },
    '&:hover': { background: vars.color.background },
  },
  '@media': {
    [media.tablet]: {
      alignItems: 'flex-start',
      minHeight: '48px',
      padding: `${vars.space.sm} ${vars.space.md}`,
      fontSize: vars.fontSize.md,
      textAlign: 'start',
    },
  },
});

export const soon = style({ fontSize: vars.fontSize.xs, fontWeight: 400, color: vars.color.textMuted });

export const shell = style({
  '@media': { [media.tablet]: { flexDirection: 'row' } },
});

export const content = style({
  paddingBottom: `calc(${BOTTOM_BAR_HEIGHT} + ${vars.space.lg})`,
  '@media': { [media.tablet]: { paddingBottom: vars.space.lg } },
});
