import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';

// Shared by the pre-approval step screens so every step lines up the same way.

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '560px',
  marginInline: 'auto',
});

export const heading = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const lead = style({ margin: 0, color: vars.color.textMuted });

// Two short fields side by side from tablet width; one column on phones.
export const pair = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.errorSurface,
  color: vars.color.error,
  border: `1px solid ${vars.color.error}`,
});

export const actions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  alignItems: 'stretch',
});

export const backLink = style({
  alignSelf: 'center',
  color: vars.color.link,
  fontWeight: 600,
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});

export const sectionTitle = style({
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: 700,
});
