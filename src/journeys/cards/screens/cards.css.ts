import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import * as parts from '../../../screens/page-parts.css.ts';

// My Cards: each card a bordered panel; its controls two short lists (in India, outside India), each
// control a row that wraps under itself on a phone.

/** The pages' bordered card (page-parts), with room between the card's parts. */
export const panel = style([parts.card, { gap: vars.space.md }]);

export const panelHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const muted = style({ margin: 0, color: vars.color.textMuted });

export const plain = style({ margin: 0 });

export const problem = style({ margin: 0, color: vars.color.error });

export const notice = style({ margin: 0, fontWeight: 600 });

export const buttons = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const controls = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });

export const control = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const groupHeading = style({ margin: 0, fontSize: vars.fontSize.md });
