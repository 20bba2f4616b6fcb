import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const facts = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const fact = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });

// A document's terms (the KFS, the credit line's): a rule under each, long values wrapping anywhere.
export const ruledFact = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBottom: vars.space.xs,
});

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: 600 });

export const ruledValue = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });
