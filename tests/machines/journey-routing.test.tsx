// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { createActor, setup } from 'xstate';
import type { ScreenMeta } from '../../machines/routing.ts';
import type { Actor } from 'xstate';
import { useJourneyHandOver, useJourneyUrl } from '../../src/journeys/journey-routing.tsx';
import { wizardMachine } from '../fixtures/machines/wizard.ts';

type WizardActor = Actor<typeof wizardMachine>;

const actors: WizardActor[] = [];
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop();
});

let goBack: () => void = () => {};
let goTo: (to: string) => void = () => {};

function Harness({ actor, seen }: { actor: WizardActor; seen: string[] }) {
  useJourneyUrl(actor);
  const location = useLocation();
  const navigate = useNavigate();
  goBack = () => void navigate(-1);
  goTo = (to) => void navigate(to);
  const url = `${location.pathname}${location.search}`;
  if (seen.at(-1) !== url) seen.push(url);
  return <output aria-label="address">{url}</output>;
}

function mount(initialUrl: string) {
  const actor = createActor(wizardMachine).start();
  actors.push(actor);
  const seen: string[] = [];
  render(
    <MemoryRouter initialEntries={[initialUrl]}>
      <Harness actor={actor} seen={seen} />
    </MemoryRouter>,
  );
  const address = () => screen.getByLabelText('address').textContent;
  return { actor, seen, address };
}

describe('useJourneyUrl', () => {
  it('pushes the URL of each new screen, with query parameters from context', () => {
    const { actor, address } = mount('/wizard/name');
    expect(address()).toBe('/wizard/name');
    act(() => {
      actor.send({ type: 'EDIT', name: 'Asha' });
      actor.send({ type: 'NEXT' });
    });
    expect(address()).toBe('/wizard/plan?for=Asha');
    act(() => goBack());
    // Pushed, so back returns to the name step and the machine follows.
    expect(address()).toBe('/wizard/name');
    expect(actor.getSnapshot().value).toBe('name');
  });

  it('lets the machine refuse a deep link and puts its own URL back without looping', () => {
    const { actor, address, seen } = mount('/wizard/plan');
    // The route guard needs a name, so the machine stays on the first step.
    expect(actor.getSnapshot().value).toBe('name');
    expect(address()).toBe('/wizard/name');
    expect(seen).toEqual(['/wizard/plan', '/wizard/name']);
  });

  it('treats the address it is mounted on as the entry, not as a route event', () => {
    const actor = createActor(wizardMachine).start();
    actors.push(actor);
    actor.send({ type: 'EDIT', name: 'Asha' });
    actor.send({ type: 'NEXT' });
    const seen: string[] = [];
    // The journey is already on the plan step; an entry address of another screen it would
    // accept as a route event must not pull it back there.
    render(
      <MemoryRouter initialEntries={['/wizard/name']}>
        <Harness actor={actor} seen={seen} />
      </MemoryRouter>,
    );
    expect(actor.getSnapshot().value).toBe('plan');
    expect(screen.getByLabelText('address').textContent).toBe('/wizard/plan?for=Asha');
  });

  it('accepts a back/forward move the guard allows', () => {
    const { actor, address } = mount('/wizard/name');
    act(() => {
      actor.send({ type: 'EDIT', name: 'Asha' });
      actor.send({ type: 'NEXT' });
    });
    act(() => goBack());
    expect(actor.getSnapshot().value).toBe('name');
    act(() => goTo('/wizard/plan'));
    expect(actor.getSnapshot().value).toBe('plan');
    expect(address()).toBe('/wizard/plan?for=Asha');
  });

  it('does not enter a screen that is not routable', () => {
    const { actor, address } = mount('/wizard/name');
    act(() => {
      actor.send({ type: 'EDIT', name: 'Asha' });
      actor.send({ type: 'NEXT' });
      actor.send({ type: 'CHOOSE', plan: 'pro' });
    });
    act(() => goTo('/wizard/extras'));
    expect(actor.getSnapshot().value).toBe('plan');
    expect(address()).toBe('/wizard/plan?for=Asha');
  });

  it('leaves addresses of other pages alone', () => {
    const { actor, address } = mount('/wizard/name');
    act(() => goTo('/dashboard'));
    expect(address()).toBe('/dashboard');
    expect(actor.getSnapshot().value).toBe('name');
  });

  it('replaces the history entry for screens that ask for it', () => {
    const { actor, address, seen } = mount('/wizard/name');
    act(() => {
      actor.send({ type: 'EDIT', name: 'Asha' });
      actor.send({ type: 'NEXT' });
    });
    act(() => {
      actor.send({ type: 'CHOOSE', plan: 'basic' });
      actor.send({ type: 'NEXT' });
    });
    expect(address()).toBe('/wizard/done/basic');
    act(() => goBack());
    // The plan step's entry was replaced by the finished page, so back lands on the name step;
    // the finished journey cannot go back, so its own URL is put back (once: no loop).
    expect(seen).toEqual([
      '/wizard/name',
      '/wizard/plan?for=Asha',
      '/wizard/done/basic',
      '/wizard/name',
      '/wizard/done/basic',
    ]);
    expect(address()).toBe('/wizard/done/basic');
  });
});

describe('useJourneyUrl with a journey that handed over', () => {
  // Pay on a page hands over to another journey's screen and ends; the customer comes back to the
  // page (that journey's Done) before the ended actor is replaced.
  const pageMachine = setup({ types: { meta: {} as ScreenMeta<Record<string, never>> } }).createMachine({
    id: 'page',
    initial: 'shown',
    states: {
      shown: { id: 'shown', route: {}, meta: { route: { path: '/page' } }, on: { PAY: 'paying' } },
      paying: { type: 'final', meta: { route: { handOver: () => '/elsewhere/pay' } } },
    },
  });

  function PageHarness({ actor }: { actor: Actor<typeof pageMachine> }) {
    useJourneyUrl(actor);
    useJourneyHandOver(actor);
    const location = useLocation();
    const navigate = useNavigate();
    goTo = (to) => void navigate(to);
    return <output aria-label="address">{location.pathname}</output>;
  }

  it('is not pulled back to its hand-over when the customer returns to its page', () => {
    const actor = createActor(pageMachine).start();
    render(
      <MemoryRouter initialEntries={['/page']}>
        <PageHarness actor={actor} />
      </MemoryRouter>,
    );
    act(() => actor.send({ type: 'PAY' }));
    expect(screen.getByLabelText('address').textContent).toBe('/elsewhere/pay');
    act(() => goTo('/page'));
    expect(screen.getByLabelText('address').textContent).toBe('/page');
    actor.stop();
  });
});

describe('useJourneyUrl with a routed step child', () => {
  // A parent whose one step runs in a child machine (invoke id 'step') with two screens of its own,
  // like the Udyam step: the child's screen decides the address while it runs.
  const stepMachine = setup({ types: { meta: {} as ScreenMeta<Record<string, never>> } }).createMachine({
    id: 'twoScreenStep',
    initial: 'first',
    states: {
      first: { meta: { route: { path: '/step/first' } }, on: { NEXT: 'second' } },
      second: { meta: { route: { path: '/step/second' } }, on: { NEXT: 'finished' } },
      finished: { type: 'final' },
    },
  });
  const parentMachine = setup({
    actors: { twoScreenStep: stepMachine },
    types: { meta: {} as ScreenMeta<Record<string, never>> },
  }).createMachine({
    id: 'parentWithStep',
    initial: 'stepping',
    states: {
      stepping: { meta: { route: { path: '/step' } }, invoke: { id: 'step', src: 'twoScreenStep', onDone: 'after' } },
      after: { meta: { route: { path: '/after' } } },
    },
  });

  function ParentHarness({ actor }: { actor: Actor<typeof parentMachine> }) {
    useJourneyUrl(actor);
    const location = useLocation();
    return <output aria-label="address">{location.pathname}</output>;
  }

  it("follows the child's screens, then the parent's once the step is done", () => {
    const actor = createActor(parentMachine).start();
    render(
      <MemoryRouter initialEntries={['/step']}>
        <ParentHarness actor={actor} />
      </MemoryRouter>,
    );
    const address = () => screen.getByLabelText('address').textContent;
    expect(address()).toBe('/step/first');
    act(() => actor.getSnapshot().children.step?.send({ type: 'NEXT' }));
    expect(address()).toBe('/step/second');
    act(() => actor.getSnapshot().children.step?.send({ type: 'NEXT' }));
    expect(actor.getSnapshot().value).toBe('after');
    expect(address()).toBe('/after');
    actor.stop();
  });
});

describe('useJourneyUrl with a hand-over', () => {
  // Like the session after login: a screen, then a state that hands the address to another journey.
  const handingOver = setup({
    types: { context: {} as { to: string | null }, meta: {} as ScreenMeta<{ to: string | null }> },
  }).createMachine({
    id: 'handingOver',
    initial: 'signingIn',
    context: { to: '/dashboard?welcome=yes' },
    states: {
      signingIn: { meta: { route: { path: '/sign-in' } }, on: { DONE: 'signedIn' } },
      signedIn: { meta: { route: { handOver: ({ to }) => to } } },
    },
  });

  function HandOverHarness({ actor, seen }: { actor: Actor<typeof handingOver>; seen: string[] }) {
    useJourneyUrl(actor);
    const location = useLocation();
    const navigate = useNavigate();
    goBack = () => void navigate(-1);
    goTo = (to) => void navigate(to);
    const url = `${location.pathname}${location.search}`;
    if (seen.at(-1) !== url) seen.push(url);
    return <output aria-label="address">{url}</output>;
  }

  it('replaces the address with the hand-over, then lets the user go anywhere', () => {
    const actor = createActor(handingOver).start();
    const seen: string[] = [];
    render(
      <MemoryRouter initialEntries={['/start', '/sign-in']} initialIndex={1}>
        <HandOverHarness actor={actor} seen={seen} />
      </MemoryRouter>,
    );
    act(() => actor.send({ type: 'DONE' }));
    expect(screen.getByLabelText('address').textContent).toBe('/dashboard?welcome=yes');
    // Replaced: back skips the sign-in screen.
    act(() => goBack());
    expect(screen.getByLabelText('address').textContent).toBe('/start');
    act(() => goTo('/dashboard'));
    act(() => goTo('/elsewhere'));
    expect(screen.getByLabelText('address').textContent).toBe('/elsewhere');
    expect(seen).toEqual(['/sign-in', '/dashboard?welcome=yes', '/start', '/dashboard', '/elsewhere']);
    actor.stop();
  });
});

describe('useJourneyHandOver', () => {
  const journey = setup({
    types: { context: {} as { to: string | null }, meta: {} as ScreenMeta<{ to: string | null }> },
  }).createMachine({
    id: 'leaving',
    initial: 'working',
    context: { to: '/next-journey' },
    on: { DONE: '.handedOver' },
    states: {
      working: { meta: { route: { path: '/working' } }, on: { NEXT: 'more' } },
      more: { meta: { route: { path: '/working/more' } } },
      handedOver: { meta: { route: { handOver: ({ to }) => to } } },
    },
  });

  function Provider({ actor }: { actor: Actor<typeof journey> }) {
    useJourneyHandOver(actor);
    const location = useLocation();
    const navigate = useNavigate();
    goTo = (to) => void navigate(to);
    return <output aria-label="address">{location.pathname}</output>;
  }

  it('follows only hand-overs, wherever the user is, once', () => {
    const actor = createActor(journey).start();
    render(
      <MemoryRouter initialEntries={['/dashboard']}>
        <Provider actor={actor} />
      </MemoryRouter>,
    );
    const address = () => screen.getByLabelText('address').textContent;
    // The journey's screens are its layout's to show, not this hook's.
    act(() => actor.send({ type: 'NEXT' }));
    expect(address()).toBe('/dashboard');
    act(() => actor.send({ type: 'DONE' }));
    expect(address()).toBe('/next-journey');
    // Handed over once: the user goes on without being pulled back.
    act(() => goTo('/dashboard'));
    expect(address()).toBe('/dashboard');
    actor.stop();
  });

  it('does not follow a hand-over again when another tree takes the same actor over', () => {
    // The login island's session actor moves into the full app after its hand-over; the guard may
    // already have taken the address on from the landing, and must not be overruled.
    const actor = createActor(journey).start();
    const first = render(
      <MemoryRouter initialEntries={['/working']}>
        <Provider actor={actor} />
      </MemoryRouter>,
    );
    act(() => actor.send({ type: 'DONE' }));
    expect(screen.getByLabelText('address').textContent).toBe('/next-journey');
    first.unmount();
    render(
      <MemoryRouter initialEntries={['/somewhere-else']}>
        <Provider actor={actor} />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('address').textContent).toBe('/somewhere-else');
    actor.stop();
  });
});
