import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { listColumn } from '../../../styles/list-column.ts';

export const documents = style(listColumn());

export const note = style({ margin: 0, color: vars.color.textMuted });

export const download = style({ color: vars.color.primary, fontWeight: 600, textAlign: 'center' });

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize.lg });
