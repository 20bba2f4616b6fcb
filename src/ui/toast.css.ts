import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { media } from '../styles/media.ts';

const slideUp = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const region = style({
  position: 'fixed',
  left: vars.space.lg,
  right: vars.space.lg,
  bottom: `calc(${vars.space.lg} + env(safe-area-inset-bottom, 0px))`,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  zIndex: 200,
  // The empty region must not block taps on the page beneath it.
  pointerEvents: 'none',
  '@media': {
    [media.tablet]: { left: 'auto', right: vars.space.xl, alignItems: 'flex-end' },
  },
});

export const toast = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  width: '100%',
  maxWidth: '420px',
  padding: `${vars.space.md} ${vars.space.lg}`,
  borderRadius: vars.radius.md,
  borderLeft: '6px solid',
  boxShadow: '0 6px 24px rgba(10, 14, 25, 0.2)',
  fontSize: vars.fontSize.sm,
  animation: `${slideUp} 160ms ease-out`,
});

export const tone = styleVariants({
  info: { backgroundColor: vars.color.text, color: vars.color.surface, borderLeftColor: vars.color.primary },
  success: { backgroundColor: vars.color.successSurface, color: vars.color.text, borderLeftColor: vars.color.success },
  error: { backgroundColor: vars.color.errorSurface, color: vars.color.text, borderLeftColor: vars.color.error },
});

export const message = style({ flex: 1 });

export const dismiss = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '32px',
  height: '32px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  backgroundColor: 'transparent',
  color: 'inherit',
  fontSize: vars.fontSize.lg,
  lineHeight: 1,
  cursor: 'pointer',
});
