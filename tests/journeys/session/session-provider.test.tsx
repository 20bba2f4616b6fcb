// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import * as v from 'valibot';
import type { LoginOutput } from '../../../machines/login/login.machine.ts';
import { sessionMachine, type HomeBundle, type SessionInput } from '../../../machines/session/session.machine.ts';
import { apiClient } from '../../../src/journeys/api-client.ts';
import { knownPosition, notePosition } from '../../../src/journeys/application-position.ts';
import { SessionProvider, useSessionActor } from '../../../src/journeys/session/SessionProvider.tsx';
import { useLoginActor } from '../../../src/journeys/login/use-login-actor.ts';
import { SIGNED_IN, sessionInputOf } from '../../fixtures/session-input.ts';

// The one session actor in the app: it boots from storage, hands its login child to screens,
// hands the address over to the landing after login (its logged-in state's route, followed by
// the URL sync it mounts), tells the guard the position home carries, and hears the API
// client's 401s.

const anonymous = sessionInputOf();
const loggedIn = sessionInputOf(SIGNED_IN);

const output: LoginOutput = {
  auth: { tokenType: 'Bearer', accessToken: 'eyJ.a.b' },
  phone: '9876543210',
  guarantor: false,
  guarantorId: null,
  onBoardingType: 'referral',
  home: null,
  landing: { kind: 'signup' },
};

const redirectLanding: LoginOutput['landing'] = {
  kind: 'redirect',
  routeName: 'My Profile',
  query: { section: 'offers' },
};

function fakeLogic(finishLogin: Promise<LoginOutput>, home: Promise<HomeBundle> = new Promise<never>(() => {})) {
  const effects = { persisted: [] as LoginOutput[], ended: 0 };
  const logic = sessionMachine.provide({
    actors: {
      loginJourney: fromPromise(() => finishLogin) as never,
      createSession: fromPromise(async () => ({ sessionId: 's-1' })),
      loadHome: fromPromise(() => home),
      logout: fromPromise<void, void>(async () => {}),
    },
    actions: {
      persistAuth: (_, params) => {
        effects.persisted.push(params);
      },
      persistHome: () => {},
      rememberReferral: () => {},
      endSession: () => {
        effects.ended += 1;
      },
    },
  });
  return { logic, effects };
}

function Probe() {
  const session = useSessionActor();
  const state = useSelector(session, (snapshot) => JSON.stringify(snapshot.value));
  const login = useLoginActor();
  const location = useLocation();
  return (
    <dl>
      <dt>state</dt>
      <dd data-testid="state">{state}</dd>
      <dt>login</dt>
      <dd data-testid="login">{login ? 'running' : 'none'}</dd>
      <dt>at</dt>
      <dd data-testid="at">{`${location.pathname}${location.search}`}</dd>
    </dl>
  );
}

function mount(logic: typeof sessionMachine, input: SessionInput, at = '/login/verify-otp/9876543210') {
  return render(
    <MemoryRouter initialEntries={[at]}>
      <SessionProvider logic={logic} input={input}>
        <Routes>
          <Route path="*" element={<Probe />} />
        </Routes>
      </SessionProvider>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('SessionProvider', () => {
  it('boots logged in from storage: no login child, no navigation', () => {
    const { logic } = fakeLogic(new Promise(() => {}));
    mount(logic, loggedIn, '/dashboard');
    expect(screen.getByTestId('state')).toHaveTextContent('{"loggedIn":"loadingHome"}');
    expect(screen.getByTestId('login')).toHaveTextContent('none');
    expect(screen.getByTestId('at')).toHaveTextContent('/dashboard');
  });

  it('gives screens the login child while anonymous, then navigates once to the landing', async () => {
    let finish: (value: LoginOutput) => void = () => {};
    const { logic, effects } = fakeLogic(new Promise((resolve) => (finish = resolve)));
    mount(logic, anonymous);
    expect(screen.getByTestId('login')).toHaveTextContent('running');
    expect(screen.getByTestId('at')).toHaveTextContent('/login/verify-otp/9876543210');
    await act(async () => {
      finish(output);
      await Promise.resolve();
    });
    expect(screen.getByTestId('state')).toHaveTextContent('{"loggedIn":"loadingHome"}');
    expect(screen.getByTestId('login')).toHaveTextContent('none');
    expect(screen.getByTestId('at')).toHaveTextContent(/^\/signup$/);
    expect(effects.persisted).toEqual([output]);
  });

  it('lands a redirect on the address its route name resolves to, with the rest of the query', async () => {
    const { logic } = fakeLogic(Promise.resolve({ ...output, landing: redirectLanding }));
    mount(logic, { ...anonymous, entry: { ...anonymous.entry, redirectPath: '/my-profile' } });
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByTestId('at')).toHaveTextContent(/^\/my-profile\?section=offers$/);
  });

  it('tells the guard the position each home load carries', async () => {
    notePosition(null);
    const home = { application: { status: { value: 'approved' }, subStatus: 'limitAssigned', nextAction: 'result' } };
    const { logic } = fakeLogic(new Promise(() => {}), Promise.resolve({ home, flags: {}, summary: {} } as HomeBundle));
    mount(logic, loggedIn, '/dashboard');
    await act(async () => {
      await Promise.resolve();
    });
    expect(screen.getByTestId('state')).toHaveTextContent('{"loggedIn":"ready"}');
    expect(knownPosition()).toEqual({ status: 'approved', subStatus: 'limitAssigned', nextAction: 'result' });
  });

  it("routes the API client's 401 to the session, which ends in the logout sequence", async () => {
    const { logic, effects } = fakeLogic(new Promise(() => {}));
    mount(logic, loggedIn, '/dashboard');
    const unauthorized = new Response(JSON.stringify({ error: { code: 'EPL-40100', message: 'Expired.' } }), {
      status: 401,
      headers: { 'content-type': 'application/json' },
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => unauthorized),
    );
    // The app calls its own origin ('/v1/...'); Node's Request needs that origin spelled out.
    const NodeRequest = globalThis.Request;
    vi.stubGlobal(
      'Request',
      class extends NodeRequest {
        constructor(input: RequestInfo | URL, init?: RequestInit) {
          super(typeof input === 'string' ? new URL(input, window.location.origin) : input, init);
        }
      },
    );
    await act(async () => {
      await expect(apiClient.get('/v1/home', { schema: v.unknown(), errors: 'hidden' })).rejects.toMatchObject({
        status: 401,
      });
    });
    expect(screen.getByTestId('state')).toHaveTextContent('"loggedOut"');
    expect(effects.ended).toBe(1);
  });
});
