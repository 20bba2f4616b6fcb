// The prerendered login shell (scripts/vite/login-shell.ts) can be typed into before the app
// has loaded, and until the app's first render replaces it with the same screen. What the
// visitor did to it (digits typed, focus, a press of Send OTP) is read when it is replaced,
// and repeated on the app's own form.

import { startTransition, type ReactElement } from 'react';
import { flushSync } from 'react-dom';
import type { Root } from 'react-dom/client';

export const LOGIN_SHELL_SELECTOR = '[data-login-shell]';
const SHELL_OFF_ATTRIBUTE = 'data-login-shell-off';
const MOBILE_FIELD = 'input[name="mobile"]';

function typeInto(field: HTMLInputElement, value: string): void {
  // React tracks the value it last set; the native setter plus an input event is a user's edit.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Call before the app renders. When a visible shell is in `container`, follows its field until
 * the app replaces it, then carries the visitor's input over to the app's form once
 * `makeLive` has made that form answer input.
 */
function carryOverShellInput(container: HTMLElement, makeLive: () => void): void {
  const shell = container.querySelector(LOGIN_SHELL_SELECTOR);
  if (!shell || document.documentElement.hasAttribute(SHELL_OFF_ATTRIBUTE)) return;
  const shellField = shell.querySelector<HTMLInputElement>(MOBILE_FIELD);
  if (!shellField) return;

  let focused = document.activeElement === shellField;
  shellField.addEventListener('focus', () => (focused = true));
  // Removing a focused field blurs it first; still out of the page a moment later means removed.
  shellField.addEventListener('blur', () => queueMicrotask(() => (focused = !shellField.isConnected)));

  const observer = new MutationObserver(() => {
    if (shell.isConnected) return;
    observer.disconnect();
    const mobile = shellField.value;
    const submitted = shellField.form?.dataset['submitted'] === 'true';
    // At once, before anything else can reach the new form: events the screen sends before its
    // journey actor has started wait in the actor's mailbox, in order.
    const field = container.querySelector<HTMLInputElement>(MOBILE_FIELD);
    if (!field || !(mobile || focused || submitted)) return;
    makeLive();
    if (mobile) typeInto(field, mobile);
    if (focused) field.focus();
    if (submitted) field.form?.requestSubmit();
  });
  observer.observe(container, { childList: true });
}

/**
 * The app's first render into `container`: a transition, so a slow phone keeps answering while
 * React works. Over a visible shell, the visitor's input is repeated on the app's form as soon
 * as it commits, after the commit's effects have run: until they have, the form's journey is not
 * subscribed to, and React would put back the value it rendered over each edit (a digit typed
 * then would replace the whole number).
 */
export function renderOverShell(container: HTMLElement, root: Root, app: ReactElement): void {
  // A synchronous update runs the pending effects before it renders (the same element: no work).
  carryOverShellInput(container, () => flushSync(() => root.render(app)));
  startTransition(() => root.render(app));
}
