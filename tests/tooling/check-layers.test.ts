import { describe, expect, it } from 'vitest';
import { checkLayers, findImports, resolveTarget } from '../../scripts/check-layers.ts';
import { useTempTrees } from '../support/temp-tree.ts';

const tree = useTempTrees('layers-');

describe('findImports', () => {
  it('finds static, re-exported, dynamic and type imports, ignoring comments and strings', () => {
    const source = [
      "import React from 'react';",
      "import type { Foo } from './foo';",
      "import { type A, type B } from './types';",
      "import { type C, d } from './mixed';",
      "export * from './all';",
      "export type { E } from './e';",
      "import './side-effect.css';",
      "const lazy = () => import('./lazy');",
      "type T = import('./type-query').T;",
      "// import nope from 'commented-out';",
      'const s = "import fake from \'in-a-string\'";',
    ].join('\n');
    const found = findImports('src/x.tsx', source);
    expect(found.map((f) => [f.specifier, f.typeOnly])).toEqual([
      ['react', false],
      ['./foo', true],
      ['./types', true],
      ['./mixed', false],
      ['./all', false],
      ['./e', true],
      ['./side-effect.css', false],
      ['./lazy', false],
      ['./type-query', true],
    ]);
    expect(found[7]?.line).toBe(8);
  });
});

describe('resolveTarget', () => {
  it('names packages by their package name and resolves relative paths from the file', () => {
    expect(resolveTarget('machines/a.ts', 'xstate/graph')).toEqual({ kind: 'package', name: 'xstate' });
    expect(resolveTarget('src/api/a.ts', '@xstate/react')).toEqual({ kind: 'package', name: '@xstate/react' });
    expect(resolveTarget('machines/login/m.ts', '../../src/api/client.ts')).toEqual({
      kind: 'file',
      path: 'src/api/client.ts',
    });
    expect(resolveTarget('src/ui/a.ts', '../../machines')).toEqual({ kind: 'file', path: 'machines' });
  });
});

describe('checkLayers', () => {
  it('passes a tree that follows every rule', () => {
    const root = tree({
      'rules/mobile.ts': "import { digits } from './text/digits';",
      'src/lib/storage.ts': "import * as v from 'valibot';\nimport { isValidMobile } from '../../rules/mobile';",
      'src/ui/Button.tsx':
        "import { vars } from '../styles/theme.css';\n" +
        "import { formatMoney } from '../lib/format/money';\nimport React from 'react';",
      'src/api/client.ts': "import ky from 'ky';\nimport { storage } from '../lib/storage';",
      'machines/login/machine.ts':
        "import { setup } from 'xstate';\nimport { createTestModel } from 'xstate/graph';\n" +
        "import { isValidMobile } from '../../rules/mobile';\nimport { shared } from '../shared';",
      'src/screens/Login.tsx':
        "import type { LoginResponse } from '../api/session/login';\n" +
        "import { journeys } from '../../machines/login';\nimport { Button } from '../ui';",
      'src/app/App.tsx':
        "import { createApiClient } from '../api/client';\nimport { journeys } from '../../machines/login';",
    });
    expect(checkLayers(root)).toEqual({ files: 7, violations: [] });
  });

  it('reports each kind of crossing with file, line and reason', () => {
    const root = tree({
      'rules/money.ts': "import * as v from 'valibot';\nimport { ApiError } from '../src/api/errors';",
      'src/lib/a.ts': "\nimport { journeys } from '../../machines/index';",
      'src/ui/b.tsx': "import { useActor } from '../routes/guard';\nconst m = () => import('../app/inspector');",
      'src/api/c.ts': "import { useEffect } from 'react';\nimport { Dialog } from '../ui';",
      'machines/d.ts':
        "import { storage } from '../src/lib/storage';\nimport ky from 'ky';\n" +
        "import type { Props } from '../src/ui/Button';\nimport type { Home } from '../src/api/home/schemas';",
      'src/screens/e.tsx': "import { login } from '../api/session/login';",
      'server/f.ts':
        "import { Hono } from 'hono';\nimport { open } from './db/open';\n" +
        "import { isValidPan } from '../src/lib/validation/pan';",
    });
    const { violations } = checkLayers(root);
    const seen = violations.map((v) => `${v.file}:${v.line} ${v.specifier}`);
    expect(seen.sort()).toEqual(
      [
        'rules/money.ts:1 valibot',
        'rules/money.ts:2 ../src/api/errors',
        'src/lib/a.ts:2 ../../machines/index',
        'src/ui/b.tsx:1 ../routes/guard',
        'src/ui/b.tsx:2 ../app/inspector',
        'src/api/c.ts:1 react',
        'src/api/c.ts:2 ../ui',
        'machines/d.ts:1 ../src/lib/storage',
        'machines/d.ts:2 ky',
        'machines/d.ts:3 ../src/ui/Button',
        'machines/d.ts:4 ../src/api/home/schemas',
        'src/screens/e.tsx:1 ../api/session/login',
        'server/f.ts:3 ../src/lib/validation/pan',
      ].sort(),
    );
    expect(violations.find((v) => v.file === 'machines/d.ts')?.why).toMatch(/only xstate/);
    expect(violations.find((v) => v.file === 'server/f.ts')?.why).toMatch(/separate program/);
    expect(violations.find((v) => v.file === 'rules/money.ts')?.why).toMatch(/imports only itself/);
  });

  it("keeps a journey's screens and calls in its one folder to their own layers' rules", () => {
    const root = tree({
      'src/journeys/mandate/journey.ts': "const modes = () => import('./screens/Modes.tsx');",
      'src/journeys/mandate/actors.ts':
        "import { getMandate } from './api/mandate.ts';\nimport Modes from './screens/Modes.tsx';",
      'src/journeys/mandate/screens/Modes.tsx':
        "import { Button } from '../../../ui/Button.tsx';\nimport type { Mandate } from '../api/schemas.ts';\n" +
        "import { getMandate } from '../api/mandate.ts';\nimport { getHome } from '../../../api/home/home.ts';",
      'src/journeys/mandate/api/mandate.ts':
        "import ky from 'ky';\nimport { client } from '../../../api/client.ts';\n" +
        "import { schema } from './schemas.ts';\n" +
        "import { useState } from 'react';\nimport { send } from '../actors.ts';",
    });
    const seen = checkLayers(root).violations.map((v) => `${v.file}:${v.line} ${v.specifier}`);
    expect(seen.sort()).toEqual(
      [
        'src/journeys/mandate/actors.ts:2 ./screens/Modes.tsx',
        'src/journeys/mandate/screens/Modes.tsx:3 ../api/mandate.ts',
        'src/journeys/mandate/screens/Modes.tsx:4 ../../../api/home/home.ts',
        'src/journeys/mandate/api/mandate.ts:4 react',
        'src/journeys/mandate/api/mandate.ts:5 ../actors.ts',
      ].sort(),
    );
  });

  it('lets a journey declaration load a screen on demand and the routes read screen tables, nothing more', () => {
    const root = tree({
      'src/journeys/mandate/journey.ts':
        "import { MANDATE_SCREENS } from '../../../machines/mandate/screens.ts';\n" +
        "const modes = () => import('../../screens/mandate/Modes.tsx');",
      'src/journeys/mandate/eager.ts': "import Modes from '../../screens/mandate/Modes.tsx';",
      'src/routes/table.ts':
        "import { MANDATE_SCREENS } from '../../machines/mandate/screens.ts';\n" +
        "import { JOURNEYS } from '../journeys/registry.ts';\n" +
        "import { decide } from '../../machines/mandate/decide.ts';",
      'machines/routing/status.ts':
        "import { MANDATE_STATUSES } from '../mandate/screens.ts';\nimport { decide } from '../mandate/decide.ts';",
    });
    const seen = checkLayers(root).violations.map((v) => `${v.file}:${v.line} ${v.specifier}`);
    expect(seen.sort()).toEqual(
      [
        'src/journeys/mandate/eager.ts:1 ../../screens/mandate/Modes.tsx',
        'src/routes/table.ts:3 ../../machines/mandate/decide.ts',
        'machines/routing/status.ts:2 ../mandate/decide.ts',
      ].sort(),
    );
  });
});
