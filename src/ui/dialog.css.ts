import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { media } from '../styles/media.ts';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const riseIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -46%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  backgroundColor: vars.color.overlay,
  animation: `${fadeIn} 150ms ease-out`,
  zIndex: 100,
});

export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  width: `calc(100vw - 2 * ${vars.space.lg})`,
  maxWidth: '420px',
  maxHeight: `calc(100dvh - 2 * ${vars.space.lg})`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: '0 12px 40px rgba(10, 14, 25, 0.25)',
  animation: `${riseIn} 180ms ease-out`,
  zIndex: 101,
  '@media': {
    [media.tablet]: { padding: vars.space.xxl },
  },
  selectors: {
    '&:focus': { outline: 'none' },
  },
});

export const title = style({
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
  // Leaves room for the close button in the corner.
  paddingRight: vars.space.xxl,
});

export const description = style({
  fontSize: vars.fontSize.md,
  color: vars.color.textMuted,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  '@media': {
    [media.tablet]: { flexDirection: 'row', justifyContent: 'flex-end' },
  },
});

export const close = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xl,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.background, color: vars.color.text },
  },
});
