import { describe, expect, it } from 'vitest';
import { GATE, judgeGate, median, readRun, type LighthouseRun } from '../../scripts/lighthouse-figures.ts';

function result(figures: { performance: number; accessibility: number; lcp: number; tbt: number; cls: number }) {
  return {
    lighthouseVersion: '12.2.3',
    environment: { benchmarkIndex: 1250 },
    categories: { performance: { score: figures.performance }, accessibility: { score: figures.accessibility } },
    audits: {
      'largest-contentful-paint': { numericValue: figures.lcp },
      'total-blocking-time': { numericValue: figures.tbt },
      'cumulative-layout-shift': { numericValue: figures.cls },
      'first-contentful-paint': { numericValue: 640.4 },
      'speed-index': { numericValue: 702.6 },
      'render-blocking-resources': { details: { items: [{ url: '/assets/a.css' }] } },
      'unsized-images': { details: { items: [] } },
    },
  };
}

const run = (overrides: Partial<LighthouseRun>): LighthouseRun => ({
  lighthouseVersion: '12.2.3',
  benchmarkIndex: 1250,
  performance: 100,
  accessibility: 100,
  lcpMs: 700,
  tbtMs: 20,
  cls: 0,
  fcpMs: 650,
  speedIndexMs: 700,
  renderBlocking: 0,
  unsizedImages: 0,
  ...overrides,
});

describe('readRun', () => {
  it('reads scores as 0-100, rounds the timings and counts blocking requests and unsized images', () => {
    expect(readRun(result({ performance: 0.99, accessibility: 1, lcp: 712.6, tbt: 33.2, cls: 0.00042 }))).toEqual({
      lighthouseVersion: '12.2.3',
      benchmarkIndex: 1250,
      performance: 99,
      accessibility: 100,
      lcpMs: 713,
      tbtMs: 33,
      cls: 0,
      fcpMs: 640,
      speedIndexMs: 703,
      renderBlocking: 1,
      unsizedImages: 0,
    });
  });

  it('refuses a failed run instead of reading zeros from it', () => {
    expect(() => readRun({ runtimeError: { message: 'NO_FCP' } })).toThrow('Lighthouse failed: NO_FCP');
    expect(() => readRun({ categories: {}, audits: {} })).toThrow(/no performance score/);
    const { 'unsized-images': _gone, ...audits } = result({
      performance: 1,
      accessibility: 1,
      lcp: 1,
      tbt: 1,
      cls: 0,
    }).audits;
    expect(() => readRun({ ...result({ performance: 1, accessibility: 1, lcp: 1, tbt: 1, cls: 0 }), audits })).toThrow(
      /no unsized-images audit/,
    );
  });
});

describe('median', () => {
  it('takes each figure’s median on its own, so one slow run moves none of them', () => {
    const runs = [run({ tbtMs: 400, performance: 90 }), run({ tbtMs: 30, lcpMs: 2100 }), run({ tbtMs: 20 })];
    expect(median(runs)).toMatchObject({ performance: 100, tbtMs: 30, lcpMs: 700 });
  });
});

describe('judgeGate', () => {
  it('passes figures at the limits, whatever the speed figures say', () => {
    expect(judgeGate(run({ cls: GATE.maxCls, performance: 40, tbtMs: 900, lcpMs: 9000 }))).toEqual([]);
  });

  it('names every limit missed', () => {
    expect(judgeGate(run({ accessibility: 96, cls: 0.021, renderBlocking: 2, unsizedImages: 1 }))).toEqual([
      'accessibility 96 is under 100',
      'CLS 0.021 is over 0.02',
      '2 render-blocking requests (at most 0)',
      '1 images without a width and height (at most 0)',
    ]);
  });
});
