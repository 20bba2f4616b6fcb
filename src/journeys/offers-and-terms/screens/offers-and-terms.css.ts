import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

// The offers and terms lists: one row per item (its heading, a muted line, a link with a
// touch-sized target), rows ruled apart.

export const list = style({ listStyle: 'none', margin: 0, padding: 0 });

globalStyle(`${list} > li`, {
  display: 'grid',
  justifyItems: 'start',
  gap: vars.space.xxs,
  paddingBlock: vars.space.sm,
  borderBottom: `1px solid ${vars.color.border}`,
});
globalStyle(`${list} h2`, { margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });
globalStyle(`${list} p`, { margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });
globalStyle(`${list} a`, { minHeight: '44px', display: 'inline-flex', alignItems: 'center', fontWeight: 600 });
