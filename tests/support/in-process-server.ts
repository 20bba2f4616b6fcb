import type { Sandbox } from '../../server/app.ts';

// The in-process sandbox as a server would behave to its clients. A call the app abandons (its
// actor stopped, its signal aborted) still runs to its end inside the process, so closing the
// database under it made the sandbox log "[sandbox] … The database connection is not open"
// from tests that had passed, noise that would hide a real error. Closing now waits for the
// calls under way, and a call after the close fails as a refused connection does.

export interface InProcessServer {
  fetch(request: Request): Promise<Response>;
  /** Closes the sandbox's database once no call is running; refuses any new call at once. */
  close(): void;
}

export function serveInProcess(sandbox: Pick<Sandbox, 'app' | 'close'>): InProcessServer {
  const running = new Set<Promise<Response>>();
  let closing = false;
  const closeIfIdle = (): void => {
    if (closing && running.size === 0) sandbox.close();
  };
  return {
    fetch(request) {
      if (closing) return Promise.reject(new TypeError('fetch failed: the sandbox has closed'));
      const answer = Promise.resolve(sandbox.app.fetch(request));
      running.add(answer);
      const settle = (): void => {
        running.delete(answer);
        closeIfIdle();
      };
      answer.then(settle, settle);
      return answer;
    },
    close() {
      closing = true;
      closeIfIdle();
    },
  };
}
