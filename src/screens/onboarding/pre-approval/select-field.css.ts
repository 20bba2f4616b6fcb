import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

// Matches the design system's text field so a select sits in a form without standing out.

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({ fontSize: vars.fontSize.sm, fontWeight: 600, color: vars.color.text });

export const select = style({
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&:focus-visible': { borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.error, borderWidth: '2px' },
    '&:disabled': { backgroundColor: vars.color.background, cursor: 'not-allowed' },
  },
});

export const error = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.error, fontWeight: 600 });
