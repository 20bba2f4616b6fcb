import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

// The lender's parts (ADR 056) as the profile's other parts look. Their own file: a style taken from
// profile.css.ts would make the profile's page chunk a shared one, which the first load then pays for.

export const lenderPart = style({ display: 'grid', gap: vars.space.sm });

export const lenderHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const lenderNote = style({ margin: 0, color: vars.color.textMuted });
