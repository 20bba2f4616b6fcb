import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

// Shared by every form control so labels, hints and errors line up the same way.

export const field = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
});

// The box a typed or chosen value sits in (text field, select, OTP box, text area), with its
// focus, invalid and disabled looks; each control adds its own size.
export const control = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  selectors: {
    '&:focus-visible': { borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.error, borderWidth: '2px' },
    '&:disabled': { backgroundColor: vars.color.background, cursor: 'not-allowed' },
  },
});

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: 600,
  color: vars.color.text,
});

export const hint = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

// The icon-like prefix keeps errors recognisable without relying on colour.
export const error = style({
  display: 'flex',
  gap: vars.space.xs,
  alignItems: 'flex-start',
  fontSize: vars.fontSize.sm,
  color: vars.color.error,
  selectors: {
    '&::before': {
      // The alt text after the slash keeps screen readers from reading "!".
      content: '"!" / ""',
      flexShrink: 0,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      width: '1.25em',
      height: '1.25em',
      marginTop: '0.05em',
      borderRadius: '50%',
      backgroundColor: vars.color.error,
      color: vars.color.surface,
      fontSize: vars.fontSize.xs,
      fontWeight: 700,
    },
  },
});
