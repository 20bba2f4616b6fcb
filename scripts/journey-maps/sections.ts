import path from 'node:path';
import type { AnyStateMachine } from 'xstate';
import { eventsOfScreen, journeysAt, showingsOf, stateName, type MapContext } from './context.ts';
import { invokersOf, nextActionRows, positionsFor, POSITION_JOURNEY, statusRows } from './entry.ts';
import { handOverStates, handles, invocations, screenStates } from './machine-facts.ts';
import { code, fileLink, list, mapLink, table } from './markdown.ts';
import { statechart } from './statechart.ts';

// The sections of one journey map, each a list of Markdown lines.

export function statechartSection(machine: AnyStateMachine): string[] {
  const chart = statechart(machine);
  const rows = chart.undrawn.map((t) => [
    t.state === null ? 'any state (root)' : code(t.state),
    code(t.label),
    t.targets.length ? t.targets.map(code).join(', ') : 'stays',
  ]);
  return [
    '## Statechart',
    '',
    '```mermaid',
    chart.mermaid,
    '```',
    '',
    'Entries from the address bar (`xstate.route`) are in the URL table below. Not drawn: events a state',
    'handles without leaving it, and transitions of the machine root (taken in any state).',
    '',
    ...(rows.length ? table(['state', 'event', 'goes to'], rows) : ['None.']),
  ];
}

export function urlSection(ctx: MapContext, machine: AnyStateMachine): string[] {
  const screens = screenStates(machine);
  const handOvers = handOverStates(machine).map(
    (node) =>
      `- ${code(stateName(machine, node))} hands the address bar over to another journey's screen ` +
      '(`meta.route.handOver`); no address leads back to it.',
  );
  if (screens.length === 0 && handOvers.length === 0) {
    return ['## States and URLs', '', 'No state of this machine declares a URL.'];
  }
  const rows = screens.map(({ node, path: url, routable, route }) => {
    const screen = route?.node.kind === 'screen' ? route.node.screen : null;
    const file = screen ? ctx.screenFiles.get(screen) : undefined;
    return [
      code(stateName(machine, node)),
      code(url),
      routable ? `enters ${code(`#${node.id}`)}` : 'no',
      route ? route.name : 'not in the route table',
      screen ? code(screen) : '—',
      file ? fileLink(file) : 'not built',
    ];
  });
  const screenTable = screens.length
    ? [
        'Each screen state declares its URL (`meta.route.path`); its substates keep it. "Address bar" says',
        'whether typing the URL (or Back) may enter the state (`route` config).',
        '',
        ...table(['state', 'URL', 'address bar', 'route (spec §2)', 'screen', 'component'], rows),
      ]
    : ['No state of this machine shows a screen of its own.'];
  return ['## States and URLs', '', ...screenTable, ...(handOvers.length ? ['', ...handOvers] : [])];
}

export function actorSection(ctx: MapContext, journey: string, machine: AnyStateMachine): string[] {
  const invoked = invocations(machine);
  const declared = Object.keys(machine.implementations.actors);
  const names = [...new Set([...invoked.map((i) => i.src), ...declared])];
  if (names.length === 0) return ['## Actors', '', 'None.'];
  const rows = names.map((actor) => {
    const uses = invoked.filter((i) => i.src === actor);
    const where = uses.map((i) => `${code(stateName(machine, i.node))} as ${code(i.id)}`).join(', ');
    return [code(actor), where || 'not invoked (spawned)', implementation(ctx, journey, actor)];
  });
  return [
    '## Actors',
    '',
    'Declared in `setup({ actors })`, invoked by id, implemented by the app with `.provide({ actors })`',
    '(found by reading `src/journeys/`).',
    '',
    ...table(['actor', 'invoked in (as id)', 'implemented in'], rows),
  ];
}

function implementation(ctx: MapContext, journey: string, actor: string): string {
  const found = ctx.runtime.provisions.filter((p) => p.journey === journey && p.actor === actor);
  if (found.length === 0) return "not provided by the app: the machine's own";
  return found
    .map((p) => {
      const at = `${p.within ? `${code(p.within)} in ` : ''}${fileLink(p.file)}`;
      return p.machine ? `${at}: the ${mapLink(p.machine)} machine` : at;
    })
    .join('; ');
}

export function eventsSection(ctx: MapContext, journey: string): string[] {
  const byScreen = new Map<string, ReturnType<typeof showingsOf>>();
  for (const showing of showingsOf(ctx, journey)) {
    const route = showing.screen.route;
    if (route?.node.kind !== 'screen') continue;
    const grouped = byScreen.get(route.node.screen) ?? [];
    grouped.push(showing);
    byScreen.set(route.node.screen, grouped);
  }
  const lines = ['## Events the screens send', ''];
  if (byScreen.size === 0)
    return [...lines, 'None: no state of this machine, or of a machine running it, has a screen.'];
  lines.push('Object literals `{ type: EVENT }` in the screen component and the `src/screens` files it imports');
  lines.push('(`snapshot.can(…)` checks left out). "Handled by": the machines running while the screen shows that');
  lines.push('have a transition for the event.');
  for (const [screen, showings] of byScreen) {
    const machineOf = (j: string) => ctx.journeys[j] as AnyStateMachine;
    const shown = showings.map((s) => `${code(`${s.journey}: ${stateName(machineOf(s.journey), s.screen.node)}`)}`);
    const file = ctx.screenFiles.get(screen);
    lines.push('', `### ${screen}`, '', `Shown in ${list([...new Set(shown)])}.`, '');
    const events = eventsOfScreen(ctx, screen);
    if (!file || !events) {
      lines.push('Not built yet (src/routes/not-available.ts).');
      continue;
    }
    const alive = [...new Set(showings.flatMap((s) => journeysAt(ctx, s)))];
    const rows = [...events].map(([type, files]) => {
      const handlers = alive.filter((j) => handles(machineOf(j), type));
      const from = files.map((f) => `[${path.posix.basename(f)}](../../${f})`);
      return [code(type), from.join(', '), handlers.length ? handlers.map(mapLink).join(', ') : 'no journey machine'];
    });
    lines.push(`Component: ${fileLink(file)}.`, '');
    lines.push(...(rows.length ? table(['event', 'sent from', 'handled by'], rows) : ['Sends no events.']));
  }
  return lines;
}

export function entrySection(ctx: MapContext, journey: string): string[] {
  const lines = ['## How the journey is entered', ''];
  const invokers = invokersOf(journey, ctx.journeys);
  for (const invoker of invokers) {
    const parent = ctx.journeys[invoker.journey] as AnyStateMachine;
    const by = mapLink(invoker.journey);
    const actor = `actor ${code(invoker.actor)}`;
    const child = code(invoker.invokeId ?? '');
    lines.push(
      invoker.node
        ? `- Invoked by ${by} in ${code(stateName(parent, invoker.node))} as child ${child} (${actor}).`
        : `- Declared by ${by} as ${actor} and spawned by it.`,
    );
  }
  const sites = ctx.runtime.sites.filter((site) => site.journey === journey);
  const where = sites.map((s) => `${s.within ? `${code(s.within)} in ` : ''}${fileLink(s.file)}`);
  if (invokers.length === 0)
    lines.push(`- Started by the app itself: ${where.length ? list(where) : 'nowhere found'}.`);
  else if (where.length) lines.push(`- Given its implementations by the app in ${list(where)}.`);
  if (journey === POSITION_JOURNEY) lines.push(...positionTables());
  const onScreens = invokers.filter((i) => i.journey === POSITION_JOURNEY && i.node).map((i) => i.node?.key ?? '');
  for (const screen of [...new Set(onScreens)]) {
    const { nextActions, statuses } = positionsFor(screen);
    const parts = [
      nextActions.length ? `nextAction ${list(nextActions.map(code))}` : '',
      statuses.length ? `status ${list(statuses.map(code))} without a known nextAction` : '',
    ].filter(Boolean);
    if (parts.length) lines.push(`- ${code(screen)} is the screen for ${parts.join(', or ')}.`);
  }
  return lines;
}

function positionTables(): string[] {
  return [
    '',
    'The application position decides the screen (the status table, machines/routing/status-access.ts):',
    "before approval the lender's nextAction names it, and the status only gives a fallback.",
    '',
    ...table(
      ['status', 'screen'],
      statusRows().map((row) => [code(row.status), row.screen]),
    ),
    '',
    ...table(
      ['nextAction', 'screen'],
      nextActionRows().map((row) => [code(row.nextAction), code(row.screen)]),
    ),
  ];
}
