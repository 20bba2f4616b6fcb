import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

// The review reads as a stack of cards, one per part of the application, phone first.

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  maxWidth: '560px',
  marginInline: 'auto',
});

export const heading = style({ margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: 700 });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
});

export const sectionHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600 });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8rem, 40%) 1fr',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

// Each term and its detail sit in the list's grid as if the wrapper were not there.
export const row = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted });

export const detail = style({ margin: 0, overflowWrap: 'anywhere' });

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.errorSurface,
  color: vars.color.error,
  border: `1px solid ${vars.color.error}`,
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
