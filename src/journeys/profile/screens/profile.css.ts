import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

// The profile: parts under their headings, the lender's re-KYC boxed, links as a list of ways on.

export const part = style({ display: 'grid', gap: vars.space.sm });

export const partHeading = style({ margin: 0, fontSize: vars.fontSize.lg });

export const note = style({ margin: 0, color: vars.color.textMuted });

export const notice = style({ margin: 0, fontWeight: 600 });

const ruled = `1px solid ${vars.color.border}`;
export const due = style({ padding: vars.space.md, border: ruled, borderRadius: vars.radius.md });

export const links = style({ margin: 0, padding: 0, listStyle: 'none', display: 'grid', gap: vars.space.sm });

export const supportId = style({ fontWeight: 600, letterSpacing: '0.06em', fontVariantNumeric: 'tabular-nums' });
