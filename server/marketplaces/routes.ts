import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxEnv } from '../context.ts';
import { notFound } from '../kit/errors.ts';
import { readParams, readQuery } from '../kit/validation.ts';
import { findMarketplace, logoPath, logoSvg } from './catalog.ts';

const LogoQuerySchema = v.object({ marketplaceName: v.pipe(v.string(), v.nonEmpty('is required'), v.maxLength(100)) });
const LogoFileSchema = v.object({ file: v.pipe(v.string(), v.regex(/^[a-z0-9-]+\.svg$/, 'must be <name>.svg')) });

export function marketplaceRoutes(): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  routes.get('/v1/marketplace/logo-url', (c) => {
    const { marketplaceName } = readQuery(c, LogoQuerySchema);
    const marketplace = findMarketplace(marketplaceName);
    if (!marketplace) throw notFound(`No marketplace is called "${marketplaceName}".`);
    return c.json({
      name: marketplace.name,
      displayName: marketplace.displayName,
      marketplaceLogoUrl: logoPath(marketplace),
      primaryColorCode: marketplace.primaryColorCode,
      fontFamily: marketplace.fontFamily,
      loginVariant: marketplace.loginVariant,
    });
  });
  routes.get('/v1/marketplace/logos/:file', (c) => {
    const { file } = readParams(c, LogoFileSchema);
    const marketplace = findMarketplace(file.slice(0, -'.svg'.length));
    if (!marketplace) throw notFound('No such logo.');
    return c.body(logoSvg(marketplace), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    });
  });
  return routes;
}
