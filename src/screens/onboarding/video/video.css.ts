import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '480px',
  marginInline: 'auto',
});
export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: 700 });
export const lead = style({ margin: 0, color: vars.color.textMuted });
// Mirrored like a mirror: people frame a selfie by the picture they expect.
export const preview = style({
  width: '100%',
  aspectRatio: '3 / 4',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  transform: 'scaleX(-1)',
});
export const still = style({ width: '100%', aspectRatio: '3 / 4', objectFit: 'cover', borderRadius: vars.radius.lg });
export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.errorSurface,
  color: vars.color.error,
  border: `1px solid ${vars.color.error}`,
});
export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const fileLabel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontWeight: 600 });
