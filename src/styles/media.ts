// Mobile first: base styles target phones; these widen the layout. 768 px is the
// §9 loader breakpoint and doubles as the tablet/desktop step.
export const breakpoints = { tablet: 769 } as const;

export const media = {
  tablet: `screen and (min-width: ${breakpoints.tablet}px)`,
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
