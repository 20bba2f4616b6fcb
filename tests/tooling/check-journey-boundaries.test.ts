import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { boundaryBroken, checkJourneyBoundaries, journeyNames } from '../../scripts/check-journey-boundaries.ts';
import { useTempTrees } from '../support/temp-tree.ts';

const tree = useTempTrees('journeys-');

// Two journeys (their chart folders say so), the shared chart kit, the routing folder and the app's session.
const charts = {
  'machines/index.ts': "import { a } from './alpha/a.machine.ts';\nimport { b } from './beta/b.machine.ts';",
  'machines/alpha/a.machine.ts': "import { setup } from 'xstate';\nimport { step } from '../kit/step.ts';",
  'machines/beta/b.machine.ts': "import { step } from '../kit/step.ts';\nimport { url } from '../routing/urls.ts';",
  'machines/kit/step.ts': 'export const step = 1;',
  'machines/routing/urls.ts': 'export const url = 1;',
  'machines/session/session.machine.ts': "import { step } from '../kit/step.ts';",
};

describe('journeyNames', () => {
  it("reads the journeys from the chart folders, leaving out the shared kit, routing and the app's session", () => {
    expect(journeyNames(tree(charts))).toEqual(['alpha', 'beta']);
  });
});

describe('boundaryBroken', () => {
  const journeys = ['alpha', 'beta'];
  it('refuses a journey folder reaching into another journey of the same tree', () => {
    expect(boundaryBroken('machines/alpha/a.ts', 'machines/beta/b.ts', journeys)).toMatch(/'alpha' imports .*'beta'/);
    expect(boundaryBroken('src/screens/alpha/A.tsx', 'src/screens/beta/B', journeys)).not.toBeNull();
    expect(boundaryBroken('server/alpha/routes.ts', 'server/beta/rules.ts', journeys)).not.toBeNull();
  });
  it("refuses an app folder, journey or shared, reading another journey's chart", () => {
    expect(boundaryBroken('src/journeys/shell/use.ts', 'machines/beta/paths.ts', journeys)).toMatch(/kit/);
    expect(boundaryBroken('src/screens/alpha/A.tsx', 'machines/beta/b.machine.ts', journeys)).not.toBeNull();
  });
  it('refuses a shared folder of the charts or the runtimes importing any journey, but its screen table', () => {
    expect(boundaryBroken('machines/session/s.machine.ts', 'machines/alpha/a.machine.ts', journeys)).toMatch(
      /shared machines\/session imports journey 'alpha'/,
    );
    expect(boundaryBroken('machines/kit/step.ts', 'machines/beta/types.ts', journeys)).not.toBeNull();
    expect(boundaryBroken('src/journeys/session/Provider.tsx', 'src/journeys/alpha/run.ts', journeys)).not.toBeNull();
    expect(boundaryBroken('src/journeys/runtime/host.ts', 'machines/alpha/a.machine.ts', journeys)).not.toBeNull();
    expect(boundaryBroken('machines/routing/access.ts', 'machines/alpha/screens.ts', journeys)).toBeNull();
  });
  it('lets a journey use its own folders, the kit, the session, registries and non-journey folders', () => {
    expect(boundaryBroken('src/journeys/alpha/run.ts', 'machines/alpha/a.machine.ts', journeys)).toBeNull();
    expect(boundaryBroken('machines/alpha/a.ts', 'machines/kit/step.ts', journeys)).toBeNull();
    expect(boundaryBroken('machines/alpha/types.ts', 'machines/session/signed-out.ts', journeys)).toBeNull();
    expect(boundaryBroken('src/journeys/alpha/run.ts', 'src/journeys/session/Provider.tsx', journeys)).toBeNull();
    expect(boundaryBroken('machines/index.ts', 'machines/beta/b.machine.ts', journeys)).toBeNull();
    expect(boundaryBroken('src/journeys/alpha/run.ts', 'src/api/beta/calls.ts', journeys)).toBeNull();
    expect(boundaryBroken('server/routes/beta.ts', 'server/beta/rules.ts', journeys)).toBeNull();
  });
});

describe('checkJourneyBoundaries', () => {
  it('passes a tree whose journeys share only the kit', () => {
    const root = tree({ ...charts, 'src/journeys/alpha/run.ts': "import { a } from '../../../machines/alpha';" });
    expect(checkJourneyBoundaries(root, [])).toMatchObject({ files: 7, violations: [], unused: [] });
  });

  it('fails a fixture where one journey imports another, with file, line and reason', () => {
    const root = tree({
      ...charts,
      'machines/beta/b.machine.ts': "import { step } from '../kit/step.ts';\n\nimport { a } from '../alpha/a.machine';",
      'src/journeys/shell/unread.ts': "import { url } from '../../../machines/beta/b.machine.ts';",
      // The app's session running a journey it imports, rather than the one the app plugs in.
      'machines/session/session.machine.ts': "import { a } from '../alpha/a.machine.ts';",
    });
    const { violations } = checkJourneyBoundaries(root, []);
    expect(violations.map((v) => `${v.file}:${v.line} ${v.target}`)).toEqual([
      'machines/beta/b.machine.ts:3 machines/alpha/a.machine',
      'machines/session/session.machine.ts:1 machines/alpha/a.machine.ts',
      'src/journeys/shell/unread.ts:1 machines/beta/b.machine.ts',
    ]);
  });

  it('lets a listed exception through, and fails one that nothing needs any more', () => {
    const root = tree({
      ...charts,
      'machines/beta/b.machine.ts': "import { a } from '../alpha/a.machine.ts';",
    });
    const needed = { file: 'machines/beta/', imports: 'machines/alpha/a.machine', why: 'moving' };
    const stale = { file: 'src/journeys/', imports: 'machines/alpha/', why: 'moved' };
    const { violations, unused } = checkJourneyBoundaries(root, [needed, stale]);
    expect(violations).toEqual([]);
    expect(unused).toEqual([stale]);
  });

  it('holds for this repository with its current exception list', () => {
    const { journeys, violations, unused } = checkJourneyBoundaries(path.resolve('.'));
    expect(journeys).toContain('mandate');
    expect(journeys).not.toContain('kit');
    expect(journeys).not.toContain('session');
    expect(journeys).toContain('login');
    expect(violations).toEqual([]);
    expect(unused).toEqual([]);
  });
});
