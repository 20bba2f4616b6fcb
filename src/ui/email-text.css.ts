import { style } from '@vanilla-extract/css';

// A part too long even between the break points still breaks rather than overflow.
export const email = style({ overflowWrap: 'break-word' });
