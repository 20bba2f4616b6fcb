// The import rules between layers (docs/architecture.md). scripts/check-layers.ts enforces
// them; this file is data so the rules read as one table.
//
// A pattern is either `pkg:<name>` (an npm package name, `*` is a wildcard; `xstate` also
// covers `xstate/graph`), `dir:<path>/` (a repo-relative folder the import resolves into; `*` is
// one folder name) or `file:<path>`.
//
// A journey's app code has one home (ADR 043): src/journeys/<journey>/ holds its runtime, its
// screens in screens/ and its own calls in api/; each sub-folder keeps the rules of the layer it
// used to be (src/screens/, src/api/).

export interface LayerRule {
  /** Repo-relative folder whose files the rule governs, with a trailing slash; `*` is one folder name. */
  readonly layer: string;
  /** Sub-folders of the layer the rule does not govern (they are layers of their own). */
  readonly notUnder?: readonly string[];
  /** When present, every import must match one of these (a whitelist). */
  readonly allowOnly?: readonly string[];
  /** Imports matching any of these are violations. */
  readonly forbid?: readonly string[];
  /** Imports matching any of these are allowed although `forbid` matches them (a narrower way in). */
  readonly except?: readonly string[];
  /** Imports matching any of these may cross this rule as an `import()` call (loaded on demand). */
  readonly lazyExcept?: readonly string[];
  /** `import type` / `export type` may cross this rule (types vanish at build time). */
  readonly typeOnlyExempt?: boolean;
  /** Printed beside a violation so the reader knows why the line is there. */
  readonly why: string;
}

const journeyCode = ['dir:machines/', 'dir:src/journeys/', 'dir:src/screens/', 'dir:src/app/', 'dir:src/routes/'];
/** A journey's screens and its own calls, inside its folder. */
const journeyScreens = 'dir:src/journeys/*/screens/';
const journeyCalls = 'dir:src/journeys/*/api/';
const reactWorld = [
  'pkg:react',
  'pkg:react-dom',
  'pkg:@xstate/react',
  'pkg:react-router',
  'pkg:react-router-dom',
  'pkg:@radix-ui/*',
  'pkg:@vanilla-extract/*',
  'pkg:@testing-library/*',
];

// Bottom-up: rules, lib, styles, ui, api, routes, machines, journeys, screens, app. The table in
// docs/architecture.md says the same in prose; tests/tooling/check-layers.test.ts keeps them equal.
export const layerRules: readonly LayerRule[] = [
  {
    layer: 'rules/',
    allowOnly: ['dir:rules/'],
    why: 'rules/ is the pure bottom layer (validation, amounts, sentences, domain types): it imports only itself',
  },
  {
    layer: 'src/lib/',
    forbid: [...journeyCode, 'dir:src/api/', 'dir:src/ui/'],
    why: 'src/lib is the bottom layer: it imports no journey code, no API client and no UI',
  },
  {
    layer: 'src/ui/',
    forbid: [...journeyCode, 'dir:src/api/'],
    why: 'src/ui imports only src/lib, src/styles and packages: no journey code and no API client',
  },
  {
    layer: 'src/styles/',
    forbid: [...journeyCode, 'dir:src/api/', 'dir:src/ui/'],
    why: 'src/styles holds tokens only: no components, journey code or API client',
  },
  {
    layer: 'src/api/',
    forbid: [...reactWorld, ...journeyCode, 'dir:src/ui/', 'dir:src/styles/'],
    why: 'src/api imports no React and no UI or journey code (it may import src/lib)',
  },
  {
    layer: 'src/journeys/*/api/',
    forbid: [...reactWorld, ...journeyCode, 'dir:src/ui/', 'dir:src/styles/'],
    // A journey's own calls use the shared client and resources, and each other.
    except: [journeyCalls],
    why: "a journey's calls (src/journeys/<journey>/api) import no React, UI or journey code, as src/api",
  },
  {
    layer: 'src/routes/',
    forbid: [
      'dir:machines/',
      'dir:src/journeys/',
      'dir:src/screens/',
      'dir:src/app/',
      'dir:src/ui/',
      'dir:src/styles/',
    ],
    // URL patterns and who may open which screen are shared with the machines, from one pure folder.
    // The route table's screens come from the journeys' declarations (ADR 033): their one list.
    except: ['dir:machines/routing/', 'file:machines/*/screens.ts', 'file:src/journeys/registry.ts'],
    why: 'src/routes is the route table and the guard, below every journey: of machines/ only routing, screen tables',
  },
  {
    layer: 'machines/routing/',
    // A journey's screen table (machines/<journey>/screens.ts, ADR 033) is as pure as this folder.
    allowOnly: ['dir:machines/routing/', 'dir:rules/', 'file:machines/*/screens.ts'],
    why: 'machines/routing/ is shared with src/routes: pure, it imports only itself, screen tables and rules/',
  },
  {
    layer: 'machines/',
    allowOnly: ['pkg:xstate', 'dir:machines/', 'dir:rules/'],
    why: 'machines/ import only xstate, other machine files and rules/ (never src/, not even types)',
  },
  {
    layer: 'src/journeys/',
    notUnder: ['src/journeys/*/screens/', 'src/journeys/*/api/'],
    forbid: ['dir:src/screens/', journeyScreens, 'dir:src/app/', 'dir:src/ui/'],
    // A journey's declaration names each screen's component as an import() (ADR 033), never statically.
    lazyExcept: ['dir:src/screens/', journeyScreens],
    why: 'src/journeys runs the machines for the screens: it imports no screen, UI component or shell',
  },
  ...['src/screens/', 'src/journeys/*/screens/'].flatMap((layer): LayerRule[] => [
    {
      layer,
      forbid: ['dir:src/api/', journeyCalls],
      typeOnlyExempt: true,
      why: 'screens read machine snapshots and send events; they never call the API (types are fine)',
    },
    {
      layer,
      forbid: ['dir:src/app/'],
      why: 'screens sit below the app shell: they get journey actors from src/journeys hooks',
    },
  ]),
  {
    layer: 'src/kit/',
    forbid: ['dir:machines/', 'dir:src/journeys/', 'dir:src/app/', 'dir:src/routes/', 'dir:src/api/'],
    // The chart kit's shared children (the document upload, the OTP) and the status table are no journey's.
    except: ['dir:machines/kit/', 'dir:machines/routing/'],
    why: "src/kit holds the screen parts journeys share: it knows no journey's chart, runtime, calls or routes",
  },
  {
    layer: 'server/',
    allowOnly: ['pkg:*', 'dir:server/'],
    why: 'server/ is the sandbox lender, a separate program: it imports packages and its own files only',
  },
  {
    layer: 'scripts/',
    forbid: ['dir:tests/'],
    why: 'tooling scripts import no test code: what both need lives in scripts/ or the app',
  },
];
