import { style } from '@vanilla-extract/css';
import { vars } from '../../../../styles/theme.css.ts';

export { narrowColumn as page, heading, lead, alert, actions } from '../../../../screens/page-parts.css.ts';

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
export const fileLabel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, fontWeight: 600 });
