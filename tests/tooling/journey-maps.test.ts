import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assign, createMachine, fromPromise, setup } from 'xstate';
import { committedMaps, journeyMaps } from '../../scripts/journey-maps.ts';
import { scanRuntime } from '../../scripts/journey-maps/actor-providers.ts';
import { machineSources } from '../../scripts/journey-maps/registry.ts';
import { eventsSentBy, screenFiles } from '../../scripts/journey-maps/screen-events.ts';
import { SourceTree } from '../../scripts/journey-maps/source.ts';
import { statechart } from '../../scripts/journey-maps/statechart.ts';
import { SCREEN_MODULES } from '../../src/app/router/screen-registry.ts';
import { DECLARED_SCREENS } from '../../src/journeys/registry.ts';
import { useTempTrees } from '../support/temp-tree.ts';

const tree = useTempTrees('maps-');

// Generating every map parses most of src/ and formats 26 files with Prettier: about 8 s alone on
// one core, and CI's shared cores may double that, so the suite's 20 s default is no honest limit.
const GENERATE_MS = 60_000;

describe('committed journey maps', () => {
  it('are what npm run journeys generates now', { timeout: GENERATE_MS }, async () => {
    const root = process.cwd();
    const generated = await journeyMaps(root);
    const committed = committedMaps(root);
    expect(
      committed.sort(),
      'docs/journeys/ holds other maps than the registered journeys: run npm run journeys',
    ).toEqual([...generated.keys()].sort());
    for (const [file, text] of generated) {
      expect(readFileSync(path.join(root, file), 'utf8'), `${file} is out of date: run npm run journeys`).toBe(text);
    }
  });
});

describe('what the maps call built', () => {
  const files = screenFiles(new SourceTree(process.cwd()));

  it('is exactly what the router renders: a component for every screen it loads, none for the others', () => {
    expect([...files.keys()].sort()).toEqual(Object.keys(SCREEN_MODULES).sort());
    for (const [screen, file] of files) expect(existsSync(file), `${screen}: ${file}`).toBe(true);
  });

  it('reads each declared screen’s component off its declaration, the module the router loads', () => {
    for (const { spec, component } of DECLARED_SCREENS) {
      const file = files.get(spec.name);
      expect(file, spec.name).toBeDefined();
      expect(String(component), spec.name).toContain(path.posix.basename(file ?? '?'));
    }
  });
});

describe('statechart', () => {
  const machine = setup({
    actors: { save: fromPromise(async () => 'saved') },
    guards: { valid: () => true },
    delays: { wait: 1000 },
  }).createMachine({
    id: 'toy',
    initial: 'form',
    on: { RESET: '.form' },
    states: {
      form: {
        initial: 'editing',
        states: {
          editing: { on: { CHANGE: { actions: assign({}) }, SUBMIT: { guard: 'valid', target: 'saving' } } },
          saving: { invoke: { id: 'save', src: 'save', onDone: '#toy.done', onError: 'editing' } },
        },
        after: { wait: '.editing' },
      },
      done: { type: 'final' },
    },
  });

  it('nests composites, declares every state before the transitions and shortens built-in events', () => {
    expect(statechart(machine).mermaid.split('\n')).toEqual([
      'stateDiagram-v2',
      '  [*] --> s_form',
      '  s_form : form',
      '  state s_form {',
      '    [*] --> s_form__editing',
      '    s_form__editing : editing',
      '    s_form__saving : saving',
      '  }',
      '  s_done : done',
      '  s_done --> [*]',
      '  s_form --> s_form__editing : after wait',
      '  s_form__editing --> s_form__saving : SUBMIT [valid]',
      '  s_form__saving --> s_done : done save',
      '  s_form__saving --> s_form__editing : error save',
    ]);
  });

  it('lists what it cannot draw: events handled in place and transitions of the root', () => {
    expect(statechart(machine).undrawn).toEqual([
      { state: null, label: 'RESET', targets: ['toy.form'] },
      { state: 'form.editing', label: 'CHANGE', targets: [] },
    ]);
  });

  it('draws a state with many targets left to right, so its targets stack instead of spreading', () => {
    const screens = Array.from({ length: 9 }, (_, i) => `screen${i}`);
    const wide = createMachine({
      id: 'wide',
      initial: 'deciding',
      states: {
        deciding: { always: screens.map((target) => ({ target, guard: () => true })) },
        ...Object.fromEntries(screens.map((screen) => [screen, {}])),
      },
    });
    expect(statechart(wide).mermaid.split('\n').slice(0, 2)).toEqual(['stateDiagram-v2', '  direction LR']);
    expect(statechart(machine).mermaid).not.toContain('direction');
  });

  it('keeps colons, semicolons and quotes out of labels, where Mermaid would end or break them', () => {
    const odd = createMachine({ id: 'odd', initial: 'a', states: { a: { on: { 'x:y;"z"': 'b' } }, b: {} } });
    expect(statechart(odd).mermaid).toContain('s_a --> s_b : x y z');
  });
});

describe('the source scans', () => {
  const machineFile = "import { setup } from 'xstate';\nexport const toyMachine = setup({}).createMachine({});\n";

  it('finds the file implementing each actor through spreads, calls, constants and imports', () => {
    const root = tree({
      'machines/toy/charts.ts':
        "import { toyMachine } from '../toy.machine.ts';\nimport { kidMachine } from '../kid.machine.ts';\n" +
        'export const charts = { toy: toyMachine, kid: kidMachine };\n',
      'machines/toy.machine.ts': machineFile,
      'machines/kid.machine.ts': machineFile.replace('toyMachine', 'kidMachine'),
      'src/api/things/get-thing.ts': 'export const getThing = () => 1;\n',
      'src/journeys/toy/actors.ts':
        "import { getThing } from '../../api/things/get-thing.ts';\n" +
        'export function createToyActors() {\n  const inner = () => ({ nested: 1 });\n' +
        '  return { load: getThing, save: () => 2 };\n}\n',
      'src/journeys/toy/logic.ts':
        "import { toyMachine } from '../../../machines/toy.machine.ts';\n" +
        "import { kidMachine } from '../../../machines/kid.machine.ts';\n" +
        "import { createToyActors } from './actors.ts';\n" +
        'export function createToyLogic() {\n  const child = kidMachine.provide({});\n' +
        '  return toyMachine.provide({ actors: { ...createToyActors(), child } });\n}\n',
    });
    const source = new SourceTree(root);
    const scan = scanRuntime(source, machineSources(source));
    const found = scan.provisions.map((p) => [p.actor, p.file, p.within, p.machine, p.apiFiles]);
    expect(found).toEqual([
      ['load', 'src/journeys/toy/actors.ts', 'createToyActors', null, ['src/api/things/get-thing.ts']],
      ['save', 'src/journeys/toy/actors.ts', 'createToyActors', null, []],
      ['child', 'src/journeys/toy/logic.ts', 'createToyLogic', 'kid', []],
    ]);
    expect(scan.sites.map((s) => [s.journey, s.within])).toEqual([
      ['kid', 'createToyLogic'],
      ['toy', 'createToyLogic'],
    ]);
  });

  it('reads the events a screen and its imports send, leaving out snapshot.can checks and other screens', () => {
    const root = tree({
      'src/app/router/screen-registry.ts':
        "export const SCREEN_MODULES = { Toy: () => import('../../screens/toy/Toy.tsx'), " +
        "Next: () => import('../../screens/toy/Next.tsx') };\n",
      'src/screens/toy/Toy.tsx':
        "import { Form } from './Form.tsx';\nconst ahead = () => import('./Next.tsx');\n" +
        "export const Toy = (a) => a.can({ type: 'ASKED' }) && a.send({ type: 'GO' });\n",
      'src/screens/toy/Form.tsx':
        "const resend = { type: 'RESEND' } as const;\nexport const Form = (a) => [a.send(resend), { type: 'text' }];\n",
      // Another screen, loaded ahead by Toy: its events are its own.
      'src/screens/toy/Next.tsx': "export const Next = (a) => a.send({ type: 'NEXT_ONLY' });\n",
    });
    const source = new SourceTree(root);
    const files = screenFiles(source);
    expect([...files]).toEqual([
      ['Toy', 'src/screens/toy/Toy.tsx'],
      ['Next', 'src/screens/toy/Next.tsx'],
    ]);
    expect([...eventsSentBy(source, 'src/screens/toy/Toy.tsx')]).toEqual([
      ['GO', ['src/screens/toy/Toy.tsx']],
      ['RESEND', ['src/screens/toy/Form.tsx']],
    ]);
  });
});
