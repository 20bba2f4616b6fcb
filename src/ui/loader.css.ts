import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../styles/theme.css.ts';
import { media } from '../styles/media.ts';

const bounce = keyframes({
  '0%, 80%, 100%': { transform: 'translateY(0) scale(0.8)', opacity: 0.5 },
  '40%': { transform: 'translateY(-35%) scale(1)', opacity: 1 },
});

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.lg,
  padding: vars.space.xl,
  textAlign: 'center',
});

export const fullScreen = style({
  minHeight: '100dvh',
});

// §9: the animation is 175 px wide on screens up to 768 px, 220 px beyond.
export const LOADER_WIDTH_SMALL_PX = 175;
export const LOADER_WIDTH_LARGE_PX = 220;

export const animation = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-evenly',
  width: `${LOADER_WIDTH_SMALL_PX}px`,
  aspectRatio: '7 / 3',
  '@media': {
    [media.tablet]: { width: `${LOADER_WIDTH_LARGE_PX}px` },
  },
});

export const dot = style({
  width: '18%',
  aspectRatio: '1',
  borderRadius: '50%',
  backgroundColor: vars.color.primary,
  animation: `${bounce} 1.2s ease-in-out infinite`,
  selectors: {
    '&:nth-child(2)': { animationDelay: '0.15s' },
    '&:nth-child(3)': { animationDelay: '0.3s' },
  },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.fontSize.md,
  color: vars.color.text,
});
