import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

export { stepColumn as frame } from '../page-parts.css.ts';

export const banner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  background: vars.color.successSurface,
  border: `1px solid ${vars.color.success}`,
  color: vars.color.text,
});

export const bannerTitle = style({ margin: 0, fontWeight: 700 });

export const bannerText = style({ margin: 0, fontSize: vars.fontSize.sm });
