import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

// Shared by the two login screens so Mobile No and Verify Otp line up the same way.

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

// Why the user is on the login screen when they did not choose to be (a session that ended).
export const notice = style({
  margin: 0,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
});
