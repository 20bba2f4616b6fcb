import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SCREEN_TABLES } from '../../machines/routing/screen-tables.ts';
import { journeyRegistries } from '../../scripts/journey-registries.ts';
import { JOURNEYS } from '../../src/journeys/registry.ts';
import { useTempTrees } from '../support/temp-tree.ts';

const tree = useTempTrees('registries-');

const machine = (id: string) =>
  `import { setup } from 'xstate';\nexport const ${id}Machine = setup({}).createMachine({});\n`;
const charts = (ids: string[]) =>
  ids.map((id) => `import { ${id}Machine } from './${id}.machine.ts';\n`).join('') +
  `export const charts = { ${ids.map((id) => `${id}: ${id}Machine`).join(', ')} };\n`;

describe('the generated registries of machines/ (ADR 038)', () => {
  it('are what npm run journeys writes now', { timeout: 30_000 }, async () => {
    const root = process.cwd();
    for (const [file, text] of await journeyRegistries(root)) {
      expect(readFileSync(path.join(root, file), 'utf8'), `${file} is out of date: run npm run journeys`).toBe(text);
    }
  });

  it('list every folder’s charts and screen table, and nothing else', async () => {
    const root = tree({
      'machines/alpha/charts.ts': charts(['alpha', 'alphaChild']),
      'machines/alpha/alpha.machine.ts': machine('alpha'),
      'machines/alpha/alpha-child.machine.ts': machine('alphaChild'),
      'machines/alpha/screens.ts': 'export const ALPHA_SCREENS = { a: {} } as const satisfies ScreenTable;\n',
      'machines/beta-gamma/charts.ts': charts(['betaGamma']),
      'machines/beta-gamma/betaGamma.machine.ts': machine('betaGamma'),
      // A screens.ts without a table (onboarding's re-exports) is no journey's table.
      'machines/beta-gamma/screens.ts': "export { X } from './x.ts';\n",
      'machines/routing/paths.ts': 'export const x = 1;\n',
    });
    const files = await journeyRegistries(root);
    // The temporary tree has no Prettier settings: quotes are Prettier's default.
    const index = (files.get('machines/index.ts') ?? '').replaceAll('"', "'");
    expect(index).toContain("import { charts as alphaCharts } from './alpha/charts.ts';");
    expect(index).toContain("import { charts as betaGammaCharts } from './beta-gamma/charts.ts';");
    expect(index).toMatch(/\.\.\.alphaCharts,\n\s+\.\.\.betaGammaCharts,\n/);
    const tables = (files.get('machines/routing/screen-tables.ts') ?? '').replaceAll('"', "'");
    expect(tables).toContain("import { ALPHA_SCREENS } from '../alpha/screens.ts';");
    expect(tables).toMatch(/SCREEN_TABLES = \{\n\s+alpha: ALPHA_SCREENS,\n\} as const/);
  });

  it('refuses a machine id two folders list', async () => {
    const root = tree({
      'machines/alpha/charts.ts': charts(['alpha']),
      'machines/alpha/alpha.machine.ts': machine('alpha'),
      'machines/beta/charts.ts':
        "import { alphaMachine } from '../alpha/alpha.machine.ts';\nexport const charts = { alpha: alphaMachine };\n",
    });
    await expect(journeyRegistries(root)).rejects.toThrow('machine id alpha is listed twice');
  });

  it('hold every declared journey’s screen table, under its name', () => {
    for (const journey of JOURNEYS) {
      expect(SCREEN_TABLES[journey.id as keyof typeof SCREEN_TABLES], journey.id).toBe(journey.screens);
    }
  });
});
