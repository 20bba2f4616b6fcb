import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { cx } from './class-names.ts';
import { VisuallyHidden } from './visually-hidden.tsx';
import * as styles from './toast.css.ts';

export type ToastTone = 'info' | 'success' | 'error';

export interface ToastOptions {
  tone?: ToastTone;
  /** How long the toast stays, in ms. */
  durationMs?: number;
}

export interface ToastApi {
  /** Shows a message and returns its id. */
  show: (message: string, opts?: ToastOptions) => number;
  dismiss: (id: number) => void;
}

interface ToastItem {
  id: number;
  message: string;
  tone: ToastTone;
}

export const TOAST_DURATION_MS = 4000;

// Words, not only colour, tell a screen-reader or colour-blind user what kind of toast it is.
const TONE_PREFIX: Record<ToastTone, string | null> = { info: null, success: 'Success:', error: 'Error:' };

const ToastContext = createContext<ToastApi | null>(null);

export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());

  const dismiss = useCallback((id: number) => {
    const timer = timers.current.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.current.delete(id);
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (message: string, opts: ToastOptions = {}) => {
      const id = nextId.current;
      nextId.current += 1;
      setToasts((current) => [...current, { id, message, tone: opts.tone ?? 'info' }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), opts.durationMs ?? TOAST_DURATION_MS),
      );
      return id;
    },
    [dismiss],
  );

  useEffect(() => {
    const pending = timers.current;
    return () => {
      pending.forEach((timer) => clearTimeout(timer));
      pending.clear();
    };
  }, []);

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      {/* The live region is always mounted: screen readers only announce changes inside
          a region that already existed. */}
      <div className={styles.region} role="status" aria-live="polite" aria-label="Notifications">
        {toasts.map((toast) => {
          const prefix = TONE_PREFIX[toast.tone];
          return (
            <div key={toast.id} className={cx(styles.toast, styles.tone[toast.tone])}>
              <span className={styles.message}>
                {prefix ? <VisuallyHidden>{prefix} </VisuallyHidden> : null}
                {toast.message}
              </span>
              <button
                type="button"
                className={styles.dismiss}
                onClick={() => dismiss(toast.id)}
                aria-label="Dismiss notification"
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
          );
        })}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast() needs a <ToastProvider> above it in the tree.');
  return api;
}
