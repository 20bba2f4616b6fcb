import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';
import { media } from '../../styles/media.ts';

// Mobile first: logo and form on top, the marketing panel under them. From tablet width the
// panel moves to the left (grid areas, so the DOM keeps the form first for screen readers).

export const shell = style({
  minHeight: '100dvh',
  display: 'grid',
  gridTemplateAreas: '"form" "promo"',
  gridTemplateRows: 'auto 1fr',
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  '@media': {
    [media.tablet]: {
      gridTemplateAreas: '"promo form"',
      gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)',
      gridTemplateRows: '1fr',
    },
  },
});

export const formSide = style({
  gridArea: 'form',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: '480px',
  marginInline: 'auto',
  padding: `${vars.space.xl} ${vars.space.lg}`,
  '@media': {
    [media.tablet]: { justifyContent: 'center', padding: `${vars.space.xxxl} ${vars.space.xl}` },
  },
});

export const logoSlot = style({
  // Reserved height, so the form does not jump when a marketplace logo arrives.
  minHeight: '40px',
  display: 'flex',
  alignItems: 'center',
});

export const logoImage = style({ height: '40px', width: 'auto', maxWidth: '200px' });

export const promo = style({
  gridArea: 'promo',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.lg}`,
  background: vars.color.primary,
  color: vars.color.primaryText,
  '@media': {
    [media.tablet]: { padding: vars.space.xxxl },
  },
});

export const illustration = style({
  width: '100%',
  maxWidth: '280px',
  height: 'auto',
  alignSelf: 'center',
});

export const headline = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } },
});

export const tagline = style({ margin: 0, fontSize: vars.fontSize.md });

export const credit = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const points = style({
  margin: 0,
  paddingInlineStart: vars.space.xl,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});
