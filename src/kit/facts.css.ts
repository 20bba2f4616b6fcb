import { style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';

export const facts = style({ display: 'grid', gap: vars.space.sm, margin: 0 });

export const fact = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md, flexWrap: 'wrap' });

export const factLabel = style({ color: vars.color.textMuted });

export const factValue = style({ margin: 0, fontWeight: 600 });
