import { useEffect } from 'react';

/**
 * Back from the gateway's page may show this page again from the back-forward cache, the chart
 * still "taking you to your bank" as it was when the page left. It is loaded anew instead, so a
 * restore and a reload take one path: the start asks the lender for the payment in flight (ADR 028).
 */
export function useReloadOnRestore(): void {
  useEffect(() => {
    const returned = (event: PageTransitionEvent) => {
      if (event.persisted) window.location.reload();
    };
    window.addEventListener('pageshow', returned);
    return () => window.removeEventListener('pageshow', returned);
  }, []);
}
