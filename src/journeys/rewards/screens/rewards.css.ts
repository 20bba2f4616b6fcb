import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { listRowRule } from '../../../screens/page-parts.css.ts';

// The rewards pages: the balance large, then the lines ruled under each other so a long statement
// stays compact, each with its points on the right of what they were for.

export const balance = style({ margin: 0, fontSize: vars.fontSize.xxl, fontWeight: 700 });

export const note = style({ margin: 0, color: vars.color.textMuted });

export const strong = style({ margin: 0, fontWeight: 600 });

export const section = style({ display: 'grid', gap: vars.space.sm });

export const sectionHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const lines = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const line = style(listRowRule);

export const lineHead = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: vars.space.sm });

export const points = style({ marginInlineStart: 'auto', fontWeight: 600, whiteSpace: 'nowrap' });

export const terms = style({ margin: 0, paddingInlineStart: vars.space.lg, display: 'grid', gap: vars.space.xs });
