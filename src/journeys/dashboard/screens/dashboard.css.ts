import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { media } from '../../../styles/media.ts';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  width: '100%',
  maxWidth: '720px',
  marginInline: 'auto',
  padding: `${vars.space.xl} 0`,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const greeting = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.fontSize.xxl,
  fontWeight: 700,
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

/** A grid of figures: `phone` columns on a phone, `tablet` columns from a tablet up. */
const figureGrid = (phone: string, tablet: string) =>
  style({
    display: 'grid',
    gridTemplateColumns: phone,
    gap: vars.space.md,
    margin: 0,
    '@media': { [media.tablet]: { gridTemplateColumns: tablet } },
  });

export const facts = figureGrid('1fr', '1fr 1fr');

export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const factLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 700 });

export const progressTrack = style({
  height: '10px',
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const progressFill = style({
  height: '100%',
  background: vars.color.primary,
});

export const continueLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: '48px',
  padding: `${vars.space.sm} ${vars.space.xl}`,
  borderRadius: vars.radius.md,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { filter: 'brightness(0.92)' },
  },
});

export const error = style({ margin: 0, color: vars.color.error });

export const figures = figureGrid('1fr 1fr', 'repeat(3, 1fr)');

export const links = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '44px',
  color: vars.color.primary,
  fontWeight: 600,
});

export const note = style({ margin: 0, color: vars.color.textMuted });

export const payments = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const payment = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const paymentMain = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const paymentTitle = style({ fontWeight: 600 });

export const paymentAmount = style({ fontWeight: 700 });

export const paymentMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space.md,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

// A notification not read yet: a small tag beside its title (screen readers hear "Unread" instead).
export const unread = style({
  alignSelf: 'flex-start',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.primary,
  color: vars.color.primaryText,
  fontSize: vars.fontSize.sm,
  fontWeight: 700,
});

export const itemBody = style({ margin: 0 });

export const terms = style({ margin: 0, paddingLeft: vars.space.lg, display: 'grid', gap: vars.space.xs });

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });
