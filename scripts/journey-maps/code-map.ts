import path from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { notesFile, showingsOf, type MapContext } from './context.ts';
import { screenStates } from './machine-facts.ts';
import { code, fileLink, table } from './markdown.ts';

// The code map of a journey: the folders holding its machine, screens, runtime and API calls,
// the names each screen state goes by, and the hand-written notes on why those names differ.

export function notesSection(ctx: MapContext, journey: string): string[] {
  const notes = ctx.notes(journey);
  return ['### Why the names differ', '', notes ?? `No notes yet: write ${notesFile(journey)}.`];
}

const squash = (name: string): string => name.toLowerCase().replace(/[^a-z0-9]/g, '');
const lastSegment = (url: string): string =>
  url
    .split('/')
    .filter((part) => part !== '' && !part.startsWith(':'))
    .pop() ?? '';

export function codeMapSection(
  ctx: MapContext,
  journey: string,
  machine: AnyStateMachine,
  file: string | null,
): string[] {
  const showings = showingsOf(ctx, journey);
  const screens = [
    ...new Set(showings.flatMap((s) => (s.screen.route?.node.kind === 'screen' ? [s.screen.route.node.screen] : []))),
  ];
  const provisions = ctx.runtime.provisions.filter((p) => p.journey === journey);
  const sites = ctx.runtime.sites.filter((s) => s.journey === journey);
  const folders = new Map<string, string[]>();
  const add = (folder: string, what: string) => {
    const items = folders.get(folder) ?? [];
    if (!items.includes(what)) items.push(what);
    folders.set(folder, items);
  };
  if (file) add(`${path.posix.dirname(file)}/`, `the machine, ${path.posix.basename(file)}`);
  for (const screen of screens) {
    const component = ctx.screenFiles.get(screen);
    if (component) add(`${path.posix.dirname(component)}/`, `screen ${code(screen)}`);
  }
  for (const item of [...provisions, ...sites]) {
    add(`${path.posix.dirname(item.file)}/`, item.within ? `${code(item.within)}` : path.posix.basename(item.file));
  }
  for (const api of provisions.flatMap((p) => p.apiFiles)) {
    // A shared resource's folder, or the journey's own calls (src/journeys/<journey>/api/, ADR 043).
    const match = /^src\/(?:api\/[^/]+\/|journeys\/[^/]+\/api\/)/.exec(api);
    if (match) add(match[0], 'API calls of its actors');
  }
  const names = screenStates(machine).map(({ node, path: url, route }) => {
    const screen = route?.node.kind === 'screen' ? route.node.screen : '';
    const component = ctx.screenFiles.get(screen);
    const named = {
      state: node.key,
      URL: lastSegment(url),
      file: component ? path.posix.basename(component).replace(/\.tsx?$/, '') : '',
    };
    const differs = Object.entries(named)
      .filter(([, name]) => name !== '' && squash(name) !== squash(screen))
      .map(([what]) => what);
    return [
      code(node.key),
      code(url),
      route ? `${route.name} (${code(screen)})` : '—',
      component ? fileLink(component) : 'not built',
      differs.join(', ') || '—',
    ];
  });
  return [
    '## Code map',
    '',
    ...table(
      ['folder', "this journey's"],
      [...folders].sort(([a], [b]) => a.localeCompare(b)).map(([folder, items]) => [code(folder), items.join(', ')]),
    ),
    '',
    ...(names.length
      ? [
          'Names of each screen state: "differs" lists the names that do not match the screen name of spec §2.',
          '',
          ...table(['state', 'URL', 'route and screen (spec §2)', 'component', 'differs'], names),
          '',
        ]
      : []),
    ...notesSection(ctx, journey),
  ];
}
