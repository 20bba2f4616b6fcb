import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { listRowRule } from '../../../screens/page-parts.css.ts';

// The refer-and-earn page: the code large and spaced (read aloud, typed back), the link in a box
// that wraps anywhere (a long address never widens a phone's page), the referrals ruled apart, each
// state in words with its colour as a second cue only.

export const part = style({ display: 'grid', gap: vars.space.sm });

export const partHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const code = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: 700,
  letterSpacing: '0.15em',
  fontVariantNumeric: 'tabular-nums',
});

export const link = style({
  margin: 0,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.sm,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});

export const note = style({ margin: 0, color: vars.color.textMuted });

export const done = style({ margin: 0, minHeight: '1.5em', fontWeight: 600, color: vars.color.success });

export const rows = style({ margin: 0, padding: 0, listStyle: 'none' });

export const row = style(listRowRule);

globalStyle(`${row} h3`, { margin: 0, fontSize: vars.fontSize.md });
globalStyle(`${row} p`, { margin: 0 });

export const tone = {
  pending: style({ color: vars.color.textMuted }),
  confirmed: style({ color: vars.color.success, fontWeight: 600 }),
  notEligible: style({ color: vars.color.error }),
};

export const termsLink = style({ minHeight: '44px', display: 'inline-flex', alignItems: 'center', fontWeight: 600 });
