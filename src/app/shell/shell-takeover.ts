// The prerendered login shell (scripts/vite/login-shell.ts) can be typed into before the app
// has loaded, and until the app's first render replaces it with the same screen. What the
// visitor did to it (digits typed, focus, a press of Send OTP) is read when it is replaced,
// and repeated on the app's own form.

export const LOGIN_SHELL_SELECTOR = '[data-login-shell]';
const SHELL_OFF_ATTRIBUTE = 'data-login-shell-off';
const MOBILE_FIELD = 'input[name="mobile"]';

function typeInto(field: HTMLInputElement, value: string): void {
  // React tracks the value it last set; the native setter plus an input event is a user's edit.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Runs `task` in a later task: a posted message, which a page's fake clock does not hold. */
function inNextTask(task: () => void): void {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => {
    channel.port1.close();
    task();
  };
  channel.port2.postMessage(null);
}

/**
 * Call before the app renders. When a visible shell is in `container`, follows its field until
 * the app replaces it, then carries the visitor's input over to the app's form.
 */
export function carryOverShellInput(container: HTMLElement): void {
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
    if (!mobile && !focused && !submitted) return;
    // A task later, once React has run the screen's effects (its journey actors start there).
    inNextTask(() => {
      const field = container.querySelector<HTMLInputElement>(MOBILE_FIELD);
      if (!field) return;
      if (mobile) typeInto(field, mobile);
      if (focused) field.focus();
      if (submitted) field.form?.requestSubmit();
    });
  });
  observer.observe(container, { childList: true });
}
