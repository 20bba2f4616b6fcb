import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css.ts';

/** A quiet line under a field (the OTP's destination, a lookup in progress). */
export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
