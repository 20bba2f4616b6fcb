import { style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css.ts';

// The form's two buttons side by side where they fit, stacked on a narrow phone.
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
