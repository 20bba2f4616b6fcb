// Raw values of the default Saakh theme. Kept apart from theme.css.ts so tests can
// check contrast without evaluating vanilla-extract, and so the marketplace theme
// can fall back to them.

export const defaultTokens = {
  color: {
    // Saakh blue (index.html theme-color); white on it is 5.1:1.
    primary: '#0b5fff',
    primaryText: '#ffffff',
    // Links and other primary-coloured text on the surface.
    link: '#0b5fff',
    text: '#1a1d23',
    textMuted: '#51596a',
    background: '#f4f6fa',
    surface: '#ffffff',
    border: '#8a93a6',
    error: '#c3002f',
    errorSurface: '#fff0f2',
    success: '#0a7a3e',
    successSurface: '#ecfaf1',
    focus: '#0b5fff',
    overlay: 'rgba(10, 14, 25, 0.55)',
  },
  font: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
    heading: 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Helvetica Neue", Arial, sans-serif',
  },
  space: {
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radius: {
    sm: '4px',
    md: '8px',
    lg: '16px',
    pill: '999px',
  },
  fontSize: {
    xs: '0.75rem',
    sm: '0.875rem',
    md: '1rem',
    lg: '1.125rem',
    xl: '1.375rem',
    xxl: '1.75rem',
  },
} as const;

export type ThemeTokens = {
  [Group in keyof typeof defaultTokens]: { [Key in keyof (typeof defaultTokens)[Group]]: string };
};
