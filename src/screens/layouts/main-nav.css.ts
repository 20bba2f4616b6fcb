import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/media.ts';
import { headerBar } from './layout.css.ts';

/** Room the phone's bottom bar takes, kept free at the end of the page. */
export const BOTTOM_BAR_HEIGHT = '64px';

/** Phones narrower than this (320 px ones) get the bar's smaller labels. */
const NARROW_PHONE_END = '360px';

/** The desktop sidebar's width, the same on every page. */
export const SIDEBAR_WIDTH = '13rem';

// Desktop: the column beside the page. It stretches to the page's full height (its border runs
// to the end of a long page) and never shrinks for a wide page; its content stays in view.
export const side = style({
  '@media': {
    [media.tablet]: {
      flex: `0 0 ${SIDEBAR_WIDTH}`,
      width: SIDEBAR_WIDTH,
      alignSelf: 'stretch',
      background: vars.color.surface,
      borderRight: `1px solid ${vars.color.border}`,
    },
  },
});

export const sideContent = style({
  '@media': {
    [media.tablet]: {
      position: 'sticky',
      top: 0,
      maxHeight: '100dvh',
      overflowY: 'auto',
      padding: `${vars.space.xl} ${vars.space.md}`,
    },
  },
});

// Phones: the logo in a bar above the page.
export const header = style({
  ...headerBar,
  '@media': {
    [media.tablet]: { padding: `0 ${vars.space.md} ${vars.space.lg}`, background: 'none', borderBottom: 'none' },
  },
});

export const nav = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: 10,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  '@media': { [media.tablet]: { position: 'static', borderTop: 'none', background: 'none' } },
});

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  // One column per place in the bar, equal where the phone is wide enough; on a 320 px phone a
  // column is never narrower than its label ("Notifications"), the others share what is left and
  // a gap keeps neighbouring labels apart. The bar keeps the page's 16 px from each side.
  gridAutoFlow: 'column',
  gridAutoColumns: 'minmax(min-content, 1fr)',
  columnGap: vars.space.xs,
  paddingInline: vars.space.lg,
  '@media': {
    [media.tablet]: { gridAutoFlow: 'row', gridAutoColumns: '1fr', gap: vars.space.xs, paddingInline: 0 },
  },
});

export const item = style({ display: 'flex', minWidth: 0 });

// Desktop lists every place; "More" is the phone's way to the rest.
export const moreItem = style({ '@media': { [media.tablet]: { display: 'none' } } });

export const moreList = style({
  listStyle: 'none',
  margin: 0,
  position: 'absolute',
  insetInline: 0,
  bottom: '100%',
  display: 'none',
  flexDirection: 'column',
  padding: `${vars.space.sm} ${vars.space.lg}`,
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -4px 12px rgba(10, 14, 25, 0.12)',
  selectors: { '&[data-open]': { display: 'flex' } },
  '@media': {
    [media.tablet]: {
      position: 'static',
      display: 'flex',
      gap: vars.space.xs,
      marginTop: vars.space.xs,
      padding: 0,
      borderTop: 'none',
      boxShadow: 'none',
    },
  },
});

export const link = style({
  position: 'relative',
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 0,
  minHeight: BOTTOM_BAR_HEIGHT,
  padding: `${vars.space.xs} 0`,
  border: 'none',
  background: 'none',
  color: vars.color.text,
  font: 'inherit',
  // Five labels side by side, each at least 16 px from the phone's sides: 9 px fits them on a 320 px
  // phone (their widths at 10 px add up to more than it has), 10 px from 360 px (NARROW_PHONE_END).
  fontSize: '0.5625rem',
  fontWeight: 600,
  textAlign: 'center',
  textDecoration: 'none',
  overflowWrap: 'break-word',
  hyphens: 'auto',
  borderRadius: vars.radius.md,
  cursor: 'pointer',
  selectors: {
    '&[aria-current="page"], &[data-current]': { color: vars.color.primary, textDecoration: 'underline' },
    // The "More" list on phones: full-width rows, label then its note.
    [`${moreList} &`]: { alignItems: 'flex-start', minHeight: '48px', fontSize: vars.fontSize.md, textAlign: 'start' },
  },
  '@media': {
    // Only a real pointer hovers: a tap leaves a touch screen's hover on the tapped link, which
    // then kept its background after the page changed.
    '(hover: hover)': { selectors: { '&:hover': { background: vars.color.background } } },
    [`screen and (min-width: ${NARROW_PHONE_END})`]: { fontSize: '0.625rem' },
    [media.tablet]: {
      alignItems: 'flex-start',
      minHeight: '48px',
      padding: `${vars.space.sm} ${vars.space.md}`,
      fontSize: vars.fontSize.md,
      textAlign: 'start',
    },
  },
});

export const badge = style({
  order: -1,
  minWidth: '1.25rem',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.pill,
  background: vars.color.error,
  color: '#ffffff',
  fontSize: '0.6875rem',
  lineHeight: '1.25rem',
  textAlign: 'center',
  '@media': {
    [media.tablet]: { position: 'absolute', insetInlineEnd: vars.space.md, top: '50%', transform: 'translateY(-50%)' },
  },
});

export const soon = style({
  fontSize: '0.75rem',
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
