import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { media } from '../styles/media.ts';

// The pieces the journey pages are built from: a centred column, its heading and lead, an
// error box, a bordered card, a column of actions and a centred link. Every step, review and
// outcome screen takes them under its own names, so they line up the same way, phone first.

const column = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  width: '100%',
  marginInline: 'auto',
} as const;

/** The column of a form step, the review and other reading pages. */
export const stepColumn = style({ ...column, maxWidth: '560px' });

/** The narrower column of a capture or outcome page. */
export const narrowColumn = style({ ...column, maxWidth: '480px' });

const headingRule = { margin: 0, fontFamily: vars.font.heading, fontSize: vars.fontSize.xl, fontWeight: 700 } as const;

export const heading = style(headingRule);

/** A heading that grows from tablet width, where the page stands alone. */
export const growingHeading = style({ ...headingRule, '@media': { [media.tablet]: { fontSize: vars.fontSize.xxl } } });

export const lead = style({ margin: 0, color: vars.color.textMuted });

export const alert = style({
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.errorSurface,
  color: vars.color.error,
  border: `1px solid ${vars.color.error}`,
});

/** One row of a list read top to bottom (a statement's line on a phone, a supplier's due): its parts
 * stacked, a rule under it. A rule object, so a table row can take it inside its phone query. */
export const listRowRule = {
  display: 'grid',
  gap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  borderBottom: `1px solid ${vars.color.border}`,
} as const;

/** One bordered card of a stack: a review section, an ops comment, a membership row. */
const cardRule = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
} as const;

export const card = style(cardRule);

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, alignItems: 'stretch' });

/** A text link under the actions, centred, with a touch-sized target. */
export const centredLink = style({
  alignSelf: 'center',
  color: vars.color.link,
  fontWeight: 600,
  minHeight: '44px',
  display: 'inline-flex',
  alignItems: 'center',
});
