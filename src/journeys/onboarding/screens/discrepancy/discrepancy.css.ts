import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css.ts';
import { control } from '../../../../ui/field.css.ts';

// One card per ops comment, like the review's sections, phone first.

export { stepColumn as page, heading, lead, card, alert } from '../../../../screens/page-parts.css.ts';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: 600 });

export const comment = style({ margin: 0, overflowWrap: 'anywhere' });

export const meta = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const textarea = style([
  control,
  {
    width: '100%',
    minHeight: '6rem',
    padding: vars.space.sm,
    font: 'inherit',
    fontSize: vars.fontSize.md,
    resize: 'vertical',
  },
]);
