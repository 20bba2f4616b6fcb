import { Hono } from 'hono';
import type { Sandbox } from './app.ts';
import type { SandboxEnv } from './context.ts';
import { isApiPath } from './app.ts';
import { createStaticHandler } from './static/serve-static.ts';
import { appHeaders } from './http/app-headers.ts';

export type ServerAppOptions = {
  /** The Vite build output (holds index.html and assets/). */
  distDir: string;
  sandbox: Pick<Sandbox, 'app'>;
};

/**
 * One origin for the built app and the API: API paths go to the sandbox, files come from
 * dist/ (compressed as the client accepts), and any other GET is a client-side route,
 * answered with index.html (deep links).
 */
export function createServerApp(options: ServerAppOptions): Hono<Pick<SandboxEnv, 'Bindings'>> {
  const serveStatic = createStaticHandler(options.distDir);
  const app = new Hono<Pick<SandboxEnv, 'Bindings'>>();
  const pageHeaders = appHeaders(options.distDir);

  app.use('*', async (c, next) => {
    // The API sets its own headers (server/http/api-headers.ts), under `npm run dev` too.
    if (isApiPath(c.req.path)) return options.sandbox.app.fetch(c.req.raw, c.env);
    return pageHeaders(c, next);
  });
  app.all('*', async (c) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') {
      return c.text('Method Not Allowed', 405, { allow: 'GET, HEAD' });
    }
    return serveStatic(c);
  });

  return app;
}
