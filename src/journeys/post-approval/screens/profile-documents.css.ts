import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';
import { listColumn } from '../../../styles/list-column.ts';

export const hint = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const subheading = style({ margin: 0, fontSize: vars.fontSize.md, fontWeight: 600 });

export const documentList = style(listColumn());

export const documentRow = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const documentKind = style({ fontWeight: 600 });

export { centredLink as link } from '../../../screens/page-parts.css.ts';
