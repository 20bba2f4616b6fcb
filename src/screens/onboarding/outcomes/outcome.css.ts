import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';

// The decision and dead-end screens of onboarding share one calm, centred card, phone first.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '480px',
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
  textAlign: 'center',
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const amount = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
  color: vars.color.success,
});

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.errorSurface,
  color: vars.color.error,
  border: `1px solid ${vars.color.error}`,
  textAlign: 'start',
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'stretch' });

export const link = style({
  alignSelf: 'center',
  color: vars.color.link,
  fontWeight: 600,
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
});
