import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css.ts';
import { media } from '../../../../styles/media.ts';

// Shared by the pre-approval step screens so every step lines up the same way.

export { lead, centredLink as backLink } from '../../../../screens/page-parts.css.ts';

// Two short fields side by side from tablet width; one column on phones.
export const pair = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space.lg,
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
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
