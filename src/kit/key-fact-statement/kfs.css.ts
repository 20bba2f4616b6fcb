import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

// The Key Fact Statement on the screen: its two parts one after the other, the repayment schedule
// folded under a 44 px tall summary, its table scrolling sideways inside the page on a narrow phone.

export const statement = style({ display: 'grid', gap: vars.space.lg });

export const part = style({ display: 'grid', gap: vars.space.sm });

export const partTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const schedule = style({ display: 'grid', gap: vars.space.sm });

export const summary = style({
  cursor: 'pointer',
  color: vars.color.link,
  fontWeight: 600,
  minHeight: '44px',
  paddingBlock: '10px',
  boxSizing: 'border-box',
});

export const caption = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const scroller = style({ overflowX: 'auto' });

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm });

// Amounts right-aligned, so their digits line up down a column, and kept on one line.
export const number = style({
  textAlign: 'right',
  whiteSpace: 'nowrap',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border}`,
});
