import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const receipt = style({ display: 'grid', gap: vars.space.xs });

export const note = style({ margin: 0, color: vars.color.textMuted, overflowWrap: 'anywhere' });

export const problem = style({ margin: 0, color: vars.color.error });
