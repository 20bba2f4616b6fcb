// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import StagingPanel from '../../src/journeys/login/screens/staging/StagingPanel.tsx';
import { memoryStorage } from '../support/memory-storage.ts';

const SERVERS = ['https://dev1.saakh.test', 'https://dev2.saakh.test'];

function renderPanel(current: string | null = null) {
  const storage = memoryStorage();
  if (current) storage.set('stagingServer', current);
  const reload = vi.fn();
  const onClose = vi.fn();
  render(<StagingPanel onClose={onClose} reload={reload} storage={storage} servers={SERVERS} />);
  return { storage, reload, onClose };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('staging deployment panel', () => {
  it('lists the development servers and marks the one in use', () => {
    renderPanel('https://dev2.saakh.test');
    expect(screen.getByRole('heading', { level: 1, name: 'Staging deployment' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'https://dev1.saakh.test' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'https://dev2.saakh.test' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('stores the chosen server and reloads 3 seconds later, with everything disabled meanwhile', () => {
    vi.useFakeTimers();
    const { storage, reload } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: 'https://dev2.saakh.test' }));
    expect(storage.get('stagingServer')).toBe('https://dev2.saakh.test');
    expect(screen.getByRole('status')).toHaveTextContent('Using https://dev2.saakh.test. Reloading in 3 seconds');
    expect(screen.getByRole('button', { name: 'Reset to the default server' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'https://dev1.saakh.test' })).toBeDisabled();
    act(() => vi.advanceTimersByTime(2_999));
    expect(reload).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('resets to the default server', () => {
    vi.useFakeTimers();
    const { storage, reload } = renderPanel('https://dev1.saakh.test');
    fireEvent.click(screen.getByRole('button', { name: 'Reset to the default server' }));
    expect(storage.get('stagingServer')).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Back to the default server. Reloading in 3 seconds');
    act(() => vi.advanceTimersByTime(3_000));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('goes back to login without changing anything', async () => {
    const user = userEvent.setup();
    const { storage, reload, onClose } = renderPanel('https://dev1.saakh.test');
    await user.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(storage.get('stagingServer')).toBe('https://dev1.saakh.test');
    expect(reload).not.toHaveBeenCalled();
  });

  it('says so when the build configures no servers', () => {
    render(<StagingPanel onClose={() => {}} reload={() => {}} storage={memoryStorage()} servers={[]} />);
    expect(screen.getByText(/No development servers are configured/)).toBeInTheDocument();
  });
});
