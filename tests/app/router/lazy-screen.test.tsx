// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { lazyScreen, type ScreenModule } from '../../../src/app/router/lazy-screen.tsx';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../../src/app/router/config.ts';

function Greeting({ who }: { who: string }) {
  return <h1>Hello {who}</h1>;
}

/** An import whose outcome the test decides. */
function controlledImport() {
  const attempts: { resolve: (m: ScreenModule<{ who: string }>) => void; reject: (e: Error) => void }[] = [];
  const load = vi.fn(
    () =>
      new Promise<ScreenModule<{ who: string }>>((resolve, reject) => {
        attempts.push({ resolve, reject });
      }),
  );
  return { load, attempts };
}

// Lets settled promises run their callbacks inside act().
const flush = () => act(async () => {});

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('lazyScreen', () => {
  it('waits 120 s (§9) by default', () => {
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
  });

  it('shows the loader, then the screen once its chunk arrives', async () => {
    const { load, attempts } = controlledImport();
    const Screen = lazyScreen(load);
    render(<Screen who="Asha" />);
    expect(screen.getByRole('status')).toHaveTextContent('Please wait while we fetch');
    attempts[0]?.resolve({ default: Greeting });
    await flush();
    expect(screen.getByRole('heading', { name: 'Hello Asha' })).toBeInTheDocument();
  });

  it('shows the retry screen when the chunk has not loaded in time, and retrying imports again', async () => {
    const { load, attempts } = controlledImport();
    const Screen = lazyScreen(load);
    render(<Screen who="Ravi" />);

    await act(async () => vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS - 1));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    await act(async () => vi.advanceTimersByTime(1));
    expect(screen.getByRole('heading', { name: 'This page is taking too long to load' })).toHaveFocus();
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('status')).toBeInTheDocument();
    attempts[1]?.resolve({ default: Greeting });
    await flush();
    expect(screen.getByRole('heading', { name: 'Hello Ravi' })).toBeInTheDocument();
  });

  it('honours an injected timeout', async () => {
    const { load } = controlledImport();
    const Screen = lazyScreen(load, { timeoutMs: 50 });
    render(<Screen who="x" />);
    await act(async () => vi.advanceTimersByTime(50));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('still shows a chunk that arrives after the timeout', async () => {
    const { load, attempts } = controlledImport();
    const Screen = lazyScreen(load);
    render(<Screen who="late" />);
    await act(async () => vi.advanceTimersByTime(CHUNK_LOAD_TIMEOUT_MS));
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    attempts[0]?.resolve({ default: Greeting });
    await flush();
    expect(screen.getByRole('heading', { name: 'Hello late' })).toBeInTheDocument();
  });

  it('offers a retry and a reload when the chunk fails to load (e.g. removed by a deploy)', async () => {
    const { load, attempts } = controlledImport();
    const reload = vi.fn();
    const Screen = lazyScreen(load, { reload });
    render(<Screen who="Meera" />);
    attempts[0]?.reject(new TypeError('Failed to fetch dynamically imported module'));
    await flush();
    expect(screen.getByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reload the app' }));
    expect(reload).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
    attempts[1]?.resolve({ default: Greeting });
    await flush();
    expect(screen.getByRole('heading', { name: 'Hello Meera' })).toBeInTheDocument();
  });

  it('renders a loaded screen at once on later visits without importing again', async () => {
    const { load, attempts } = controlledImport();
    const Screen = lazyScreen(load);
    render(<Screen who="one" />);
    attempts[0]?.resolve({ default: Greeting });
    await flush();
    cleanup();
    render(<Screen who="two" />);
    expect(screen.getByRole('heading', { name: 'Hello two' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
