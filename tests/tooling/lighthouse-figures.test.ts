import { describe, expect, it } from 'vitest';
import { THRESHOLDS, judge, median, readRun, type LighthouseRun } from '../../scripts/lighthouse-figures.ts';

function result(figures: { performance: number; accessibility: number; lcp: number; tbt: number; cls: number }) {
  return {
    lighthouseVersion: '12.8.2',
    categories: { performance: { score: figures.performance }, accessibility: { score: figures.accessibility } },
    audits: {
      'largest-contentful-paint': { numericValue: figures.lcp },
      'total-blocking-time': { numericValue: figures.tbt },
      'cumulative-layout-shift': { numericValue: figures.cls },
      'first-contentful-paint': { numericValue: 640.4 },
      'speed-index': { numericValue: 702.6 },
    },
  };
}

const run = (overrides: Partial<LighthouseRun>): LighthouseRun => ({
  lighthouseVersion: '12.8.2',
  performance: 100,
  accessibility: 100,
  lcpMs: 700,
  tbtMs: 20,
  cls: 0,
  fcpMs: 650,
  speedIndexMs: 700,
  ...overrides,
});

describe('readRun', () => {
  it('reads scores as 0-100 and rounds the timings', () => {
    expect(readRun(result({ performance: 0.99, accessibility: 1, lcp: 712.6, tbt: 33.2, cls: 0.00042 }))).toEqual({
      lighthouseVersion: '12.8.2',
      performance: 99,
      accessibility: 100,
      lcpMs: 713,
      tbtMs: 33,
      cls: 0,
      fcpMs: 640,
      speedIndexMs: 703,
    });
  });

  it('refuses a failed run instead of reading zeros from it', () => {
    expect(() => readRun({ runtimeError: { message: 'NO_FCP' } })).toThrow('Lighthouse failed: NO_FCP');
    expect(() => readRun({ categories: {}, audits: {} })).toThrow(/no performance score/);
  });
});

describe('median', () => {
  it('takes each figure’s median on its own, so one slow run moves none of them', () => {
    const runs = [run({ tbtMs: 400, performance: 90 }), run({ tbtMs: 30, lcpMs: 2100 }), run({ tbtMs: 20 })];
    expect(median(runs)).toMatchObject({ performance: 100, tbtMs: 30, lcpMs: 700 });
  });
});

describe('judge', () => {
  it('passes figures at the thresholds', () => {
    expect(
      judge({
        performance: THRESHOLDS.minPerformance,
        accessibility: 100,
        lcpMs: 1500,
        tbtMs: 50,
        cls: 0.02,
        fcpMs: 700,
        speedIndexMs: 700,
      }),
    ).toEqual([]);
  });

  it('names every threshold missed', () => {
    const { lighthouseVersion: _version, ...figures } = run({
      performance: 97,
      accessibility: 96,
      lcpMs: 1501,
      tbtMs: 51,
      cls: 0.021,
    });
    expect(judge(figures)).toEqual([
      'performance 97 is under 98',
      'accessibility 96 is under 100',
      'LCP 1501 ms is over 1500 ms',
      'CLS 0.021 is over 0.02',
      'TBT 51 ms is over 50 ms',
    ]);
  });
});
