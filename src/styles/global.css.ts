import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css.ts';
import { media } from './media.ts';

globalStyle('*, *::before, *::after', {
  boxSizing: 'border-box',
});

globalStyle('html', {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  // Lets tap highlights come from our own :active styles instead of a grey flash.
  WebkitTapHighlightColor: 'transparent',
});

globalStyle('body', {
  margin: 0,
  minHeight: '100dvh',
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.md,
  lineHeight: 1.5,
  color: vars.color.text,
  backgroundColor: vars.color.background,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4, h5, h6', {
  fontFamily: vars.font.heading,
  lineHeight: 1.25,
  margin: 0,
});

globalStyle('p', { margin: 0 });

globalStyle('img, svg, video, canvas', {
  display: 'block',
  maxWidth: '100%',
});

globalStyle('input, button, textarea, select', {
  font: 'inherit',
  color: 'inherit',
});

globalStyle('a', {
  color: vars.color.link,
  textUnderlineOffset: '0.15em',
});

// Keyboard users get a clear ring; mouse and touch users do not see one on click.
globalStyle(':focus-visible', {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: '2px',
});

globalStyle(':focus:not(:focus-visible)', {
  outline: 'none',
});

globalStyle('html', {
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
});

globalStyle('*, *::before, *::after', {
  '@media': {
    [media.reducedMotion]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
    },
  },
});
