import { describe, expect, it } from 'vitest';
import { BLACK, WHITE, contrastRatio, parseHexColor, readableTextOn } from '../../src/styles/color.ts';
import { defaultTokens } from '../../src/styles/tokens.ts';
import { cssVariableName, marketplaceThemeStyle, safeFontFamily } from '../../src/styles/marketplace-theme.ts';
import { vars } from '../../src/styles/theme.css.ts';

function hex(value: string) {
  const rgb = parseHexColor(value);
  if (!rgb) throw new Error(`bad colour ${value}`);
  return rgb;
}

describe('default palette contrast (WCAG AA)', () => {
  const c = defaultTokens.color;
  it.each([
    ['primary button text', c.primaryText, c.primary, 4.5],
    ['body text on surface', c.text, c.surface, 4.5],
    ['body text on background', c.text, c.background, 4.5],
    ['muted text on surface', c.textMuted, c.surface, 4.5],
    ['muted text on background', c.textMuted, c.background, 4.5],
    ['error text on surface', c.error, c.surface, 4.5],
    ['error text on background', c.error, c.background, 4.5],
    ['text on error toast', c.text, c.errorSurface, 4.5],
    ['text on success toast', c.text, c.successSurface, 4.5],
    ['info toast text', c.surface, c.text, 4.5],
    ['link on surface', c.link, c.surface, 4.5],
    ['success on surface', c.success, c.surface, 4.5],
    ['input border on surface', c.border, c.surface, 3],
    ['focus ring on background', c.focus, c.background, 3],
  ])('%s', (_name, foreground, background, minimum) => {
    expect(contrastRatio(hex(foreground), hex(background))).toBeGreaterThanOrEqual(minimum);
  });
});

describe('colour helpers', () => {
  it('accepts only #rgb and #rrggbb', () => {
    expect(parseHexColor('#5b2bd6')).toEqual({ r: 0x5b, g: 0x2b, b: 0xd6 });
    expect(parseHexColor('#FFF')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHexColor(' #abc ')).toEqual({ r: 0xaa, g: 0xbb, b: 0xcc });
    for (const bad of [
      'red',
      '5b2bd6',
      '#5b2bd',
      '#5b2bd6ff',
      'rgb(0,0,0)',
      '#12g',
      'url(x)',
      '',
      null,
      undefined,
      42,
    ]) {
      expect(parseHexColor(bad)).toBeNull();
    }
  });

  it('computes the WCAG ratio of black on white as 21', () => {
    expect(contrastRatio(BLACK, WHITE)).toBeCloseTo(21, 5);
    expect(contrastRatio(WHITE, WHITE)).toBeCloseTo(1, 5);
  });

  it('picks white text on dark colours and black on light ones', () => {
    expect(readableTextOn(hex('#5b2bd6'))).toEqual(WHITE);
    expect(readableTextOn(hex('#ffd400'))).toEqual(BLACK);
    expect(readableTextOn(hex('#000000'))).toEqual(WHITE);
  });
});

describe('marketplaceThemeStyle', () => {
  const name = (reference: string) => cssVariableName(reference);

  it('derives custom property names from the theme contract', () => {
    expect(name(vars.color.primary)).toMatch(/^--/);
    expect(() => cssVariableName('not-a-var')).toThrow();
  });

  it('is empty without marketplace info', () => {
    expect(marketplaceThemeStyle(null)).toEqual({});
    expect(marketplaceThemeStyle(undefined)).toEqual({});
    expect(marketplaceThemeStyle({ primaryColorCode: null, fontFamily: null })).toEqual({});
  });

  it('applies a dark brand colour to buttons, links and focus with white text', () => {
    const style = marketplaceThemeStyle({ primaryColorCode: '#5b2bd6', fontFamily: 'Poppins, sans-serif' });
    expect(style).toEqual({
      [name(vars.color.primary)]: '#5b2bd6',
      [name(vars.color.primaryText)]: '#ffffff',
      [name(vars.color.link)]: '#5b2bd6',
      [name(vars.color.focus)]: '#5b2bd6',
      [name(vars.font.body)]: 'Poppins, sans-serif',
      [name(vars.font.heading)]: 'Poppins, sans-serif',
    });
  });

  it('gives a pale brand colour black button text and keeps the default link and focus colours', () => {
    const style = marketplaceThemeStyle({ primaryColorCode: '#FD0' });
    expect(style[name(vars.color.primary)]).toBe('#ffdd00');
    expect(style[name(vars.color.primaryText)]).toBe('#000000');
    expect(style).not.toHaveProperty(name(vars.color.link));
    expect(style).not.toHaveProperty(name(vars.color.focus));
  });

  it('ignores colours and fonts that are not safe to put in CSS', () => {
    const style = marketplaceThemeStyle({
      primaryColorCode: 'red; background: url(https://evil.example/x)',
      fontFamily: 'Arial; background-image: url(x)',
    });
    expect(style).toEqual({});
    expect(safeFontFamily('"Noto Sans", Arial, sans-serif')).toBe('"Noto Sans", Arial, sans-serif');
    expect(safeFontFamily('Arial)')).toBeNull();
    expect(safeFontFamily('')).toBeNull();
    expect(safeFontFamily('a'.repeat(201))).toBeNull();
  });
});
