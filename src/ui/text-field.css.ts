import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const input = style({
  width: '100%',
  minHeight: '48px',
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:focus-visible': { borderColor: vars.color.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.error, borderWidth: '2px' },
    '&:disabled': { backgroundColor: vars.color.background, cursor: 'not-allowed' },
  },
});
