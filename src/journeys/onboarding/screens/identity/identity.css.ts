import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css.ts';

// What the identity screens add to the pre-approval step layout (step-form.css.ts).

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
});

export const term = style({ color: vars.color.textMuted });

export const detail = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

export const note = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

// The OTP step's quiet line, shared from the screen kit so every identity screen writes it alike.
export { hint } from '../../../../kit/identity/otp-step.css.ts';
