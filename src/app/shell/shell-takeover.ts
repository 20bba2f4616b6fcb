// The prerendered login shell (scripts/vite/login-shell.ts) can be typed into before the app
// has loaded. The app's first render replaces it with the same screen; what the visitor did in
// the meantime (digits typed, focus, a press of Send OTP) is carried over to the real form.

export const LOGIN_SHELL_SELECTOR = '[data-login-shell]';
const SHELL_OFF_ATTRIBUTE = 'data-login-shell-off';
const MOBILE_FIELD = 'input[name="mobile"]';

export interface ShellInput {
  readonly mobile: string;
  readonly focused: boolean;
  readonly submitted: boolean;
}

/** What the visitor did in the shell, or null when there is no shell on screen. */
export function readShellInput(container: HTMLElement): ShellInput | null {
  const shell = container.querySelector(LOGIN_SHELL_SELECTOR);
  if (!shell || document.documentElement.hasAttribute(SHELL_OFF_ATTRIBUTE)) return null;
  const field = shell.querySelector<HTMLInputElement>(MOBILE_FIELD);
  return {
    mobile: field?.value ?? '',
    focused: field !== null && document.activeElement === field,
    submitted: field?.form?.dataset['submitted'] === 'true',
  };
}

function typeInto(field: HTMLInputElement, value: string): void {
  // React tracks the value it last set; the native setter plus an input event is a user's edit.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Once the app has replaced the shell, repeats the visitor's input on the app's own form. */
export function carryOverShellInput(container: HTMLElement, input: ShellInput | null): void {
  if (!input || (!input.mobile && !input.focused && !input.submitted)) return;
  const observer = new MutationObserver(() => {
    if (container.querySelector(LOGIN_SHELL_SELECTOR)) return;
    observer.disconnect();
    // A frame later the screen's journey actors have started (they start in effects).
    requestAnimationFrame(() => {
      const field = container.querySelector<HTMLInputElement>(MOBILE_FIELD);
      if (!field) return;
      if (input.mobile) typeInto(field, input.mobile);
      if (input.focused) field.focus();
      if (input.submitted) field.form?.requestSubmit();
    });
  });
  observer.observe(container, { childList: true });
}
