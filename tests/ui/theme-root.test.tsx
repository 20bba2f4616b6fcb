// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { ThemeRoot } from '../../src/ui/theme-root.tsx';
import { defaultThemeClass, vars } from '../../src/styles/theme.css.ts';
import { cssVariableName } from '../../src/styles/marketplace-theme.ts';

afterEach(cleanup);

const primary = cssVariableName(vars.color.primary);
const body = cssVariableName(vars.font.body);

describe('ThemeRoot', () => {
  it('applies the default theme class and no overrides without a marketplace', () => {
    const { container } = render(<ThemeRoot>content</ThemeRoot>);
    const root = container.firstElementChild as HTMLElement;
    expect(root).toHaveClass(defaultThemeClass);
    expect(root.style.getPropertyValue(primary)).toBe('');
    expect(document.documentElement.style.getPropertyValue(primary)).toBe('');
  });

  it('puts the marketplace colour and font on itself and on <html> for portals, and removes them on unmount', () => {
    const { container, unmount } = render(
      <ThemeRoot marketplace={{ primaryColorCode: '#5b2bd6', fontFamily: 'Poppins, sans-serif' }}>content</ThemeRoot>,
    );
    const root = container.firstElementChild as HTMLElement;
    expect(root.style.getPropertyValue(primary)).toBe('#5b2bd6');
    expect(root.style.getPropertyValue(body)).toBe('Poppins, sans-serif');
    expect(document.documentElement.style.getPropertyValue(primary)).toBe('#5b2bd6');
    unmount();
    expect(document.documentElement.style.getPropertyValue(primary)).toBe('');
  });

  it('ignores an unsafe colour from the server', () => {
    const { container } = render(
      <ThemeRoot marketplace={{ primaryColorCode: 'red;}', fontFamily: null }}>x</ThemeRoot>,
    );
    expect((container.firstElementChild as HTMLElement).getAttribute('style')).toBeNull();
  });
});
