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
  // Five equal columns however long a label is; the bar keeps the page's 16 px from each side.
  gridTemplateColumns: 'repeat(5, minmax(0, 1fr))',
  paddingInline: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr', gap: vars.space.xs, paddingInline: 0 } },
});

export const item = style({ display: 'flex' });

export const link = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 0,
  minHeight: BOTTOM_BAR_HEIGHT,
  padding: `${vars.space.xs} 0`,
  color: vars.color.text,
  // 320 px phones: "Dashboard" and "Statement" must fit a fifth of the bar.
  fontSize: '0.6875rem',
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

export const soon = style({
  fontSize: '0.625rem',
  fontWeight: 400,
  color: vars.color.textMuted,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xs } },
});

export const shell = style({
  '@media': { [media.tablet]: { flexDirection: 'row' } },
});

export const content = style({
  paddingBottom: `calc(${BOTTOM_BAR_HEIGHT} + ${vars.space.lg})`,
  '@media': { [media.tablet]: { paddingBottom: vars.space.lg } },
});
