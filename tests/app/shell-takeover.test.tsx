// @vitest-environment jsdom
import { afterEach, beforeAll, expect, it, vi } from 'vitest';
import { useSyncExternalStore } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { renderOverShell } from '../../src/app/shell/shell-takeover.ts';

// The store stands for the login journey: the app's field shows its value and sends each edit.
function createStore() {
  let value = '';
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    set(next: string) {
      value = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

function AppForm({ store }: { store: ReturnType<typeof createStore> }) {
  const value = useSyncExternalStore(store.subscribe, store.get);
  return (
    <form>
      <input name="mobile" aria-label="Mobile number" value={value} onChange={(e) => store.set(e.target.value)} />
    </form>
  );
}

// What a key press does to a field: its value changes, then an input event.
function press(field: HTMLInputElement, key: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, field.value + key);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

// The take-over is React's to schedule: wait for the shell to go (a fixed 50 ms was too short for a
// loaded 2-core host), then one more task for anything it does after.
const settled = async (): Promise<void> => {
  await vi.waitFor(() => expect(container.querySelector('[data-login-shell]')).toBeNull(), { timeout: 5000 });
  await new Promise((resolve) => setTimeout(resolve, 50));
};

let root: Root | null = null;
let container: HTMLElement;

beforeAll(() => {
  // No act(): the test is about what happens between React's own tasks.
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  root?.unmount();
  container.remove();
});

function shellWith(digits: string, focused: boolean): HTMLInputElement {
  container = document.createElement('div');
  container.innerHTML = '<div data-login-shell><form><input name="mobile"></form></div>';
  document.body.append(container);
  const shellField = container.querySelector<HTMLInputElement>('input')!;
  shellField.value = digits;
  if (focused) shellField.focus();
  return shellField;
}

it('keeps the digits typed on the shell and a key pressed the moment the app replaces it', async () => {
  shellWith('98765', true);
  const store = createStore();
  root = createRoot(container);
  renderOverShell(container, root, <AppForm store={store} />);
  // A key that reaches the app's field right after the shell is gone, before React's next task:
  // observers are called in the order they were created, so this one runs after the take-over's.
  new MutationObserver(() => {
    const field = container.querySelector<HTMLInputElement>('input[name="mobile"]');
    if (field && document.activeElement === field) press(field, '4');
  }).observe(container, { childList: true });
  await settled();

  const field = container.querySelector<HTMLInputElement>('input[name="mobile"]')!;
  expect(container.querySelector('[data-login-shell]')).toBeNull();
  expect(store.get()).toBe('987654');
  expect(field.value).toBe('987654');
  expect(document.activeElement).toBe(field);
});

it('replaces an untouched shell without moving focus or sending an edit', async () => {
  shellWith('', false);
  const store = createStore();
  let edits = 0;
  store.subscribe(() => (edits += 1));
  root = createRoot(container);
  renderOverShell(container, root, <AppForm store={store} />);
  await settled();

  expect(container.querySelector('[data-login-shell]')).toBeNull();
  expect(edits).toBe(0);
  expect(document.activeElement).toBe(document.body);
});
