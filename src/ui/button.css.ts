import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  // 48 px keeps every button an easy thumb target on phones.
  minHeight: '48px',
  padding: `${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radius.md,
  border: '2px solid transparent',
  fontSize: vars.fontSize.md,
  fontWeight: 600,
  lineHeight: 1.2,
  textAlign: 'center',
  cursor: 'pointer',
  transition: 'filter 120ms ease, background-color 120ms ease',
  selectors: {
    // No transition into the locked state: a press that starts a call would otherwise fade the
    // filter back for 120 ms, a style recalc and a repaint on the main thread every frame while
    // the call is in flight, which held up handling its answer (scripts/bench/step-change.ts).
    '&:disabled': { cursor: 'not-allowed', transition: 'none' },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
});

export const variant = styleVariants({
  primary: {
    backgroundColor: vars.color.primary,
    color: vars.color.primaryText,
    selectors: {
      '&:hover:not(:disabled)': { filter: 'brightness(0.92)' },
      '&:active:not(:disabled)': { filter: 'brightness(0.85)' },
      // Dimmed with opacity rather than grey so a marketplace colour still reads as its own.
      '&:disabled:not([aria-busy="true"])': { opacity: 0.55 },
    },
  },
  secondary: {
    backgroundColor: vars.color.surface,
    color: vars.color.link,
    borderColor: 'currentColor',
    selectors: {
      '&:hover:not(:disabled)': { backgroundColor: vars.color.background },
      '&:disabled:not([aria-busy="true"])': { opacity: 0.55 },
    },
  },
  link: {
    minHeight: 'auto',
    padding: 0,
    backgroundColor: 'transparent',
    color: vars.color.link,
    textDecoration: 'underline',
    textUnderlineOffset: '0.15em',
    fontWeight: 600,
    selectors: {
      '&:disabled:not([aria-busy="true"])': { color: vars.color.textMuted },
    },
  },
});

export const fullWidth = style({ width: '100%' });
