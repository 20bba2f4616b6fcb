import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

export const note = style({ margin: 0, color: vars.color.textMuted });

export const coupon = style({ display: 'grid', gap: vars.space.sm, justifyItems: 'start' });
