import { Hono } from 'hono';
import * as v from 'valibot';
import { randomUUID } from 'node:crypto';
import type { SandboxDeps, SandboxEnv } from '../context.ts';
import { isoAt } from '../context.ts';
import { readJsonBody } from '../kit/validation.ts';
import { insertSession } from '../db/sessions.ts';

const text = (max: number) => v.pipe(v.string(), v.maxLength(max));

export const LocationSchema = v.object({
  latitude: v.pipe(v.number(), v.minValue(-90), v.maxValue(90)),
  longitude: v.pipe(v.number(), v.minValue(-180), v.maxValue(180)),
});

export const UtmSchema = v.object({
  source: v.pipe(text(100), v.nonEmpty()),
  medium: v.pipe(text(100), v.nonEmpty()),
  campaign: v.pipe(text(100), v.nonEmpty()),
  channel: v.pipe(text(100), v.nonEmpty()),
});

const SessionCreateSchema = v.object({
  device: v.object({
    deviceType: v.pipe(text(50), v.nonEmpty()),
    deviceMake: text(200),
    deviceModel: text(200),
    os: text(100),
    osVersion: text(100),
    identifierType: v.pipe(text(50), v.nonEmpty()),
    identificationNumber: text(200),
  }),
  location: LocationSchema,
  source: v.pipe(text(50), v.nonEmpty()),
  utmParameters: UtmSchema,
  onBoardingFlow: v.pipe(text(50), v.nonEmpty()),
});

export function sessionRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();
  routes.post('/v1/session/create', async (c) => {
    const body = await readJsonBody(c, SessionCreateSchema);
    const sessionId = randomUUID();
    insertSession(deps.db, {
      id: sessionId,
      kind: 'direct',
      marketplace_name: null,
      callback_url: null,
      request_json: JSON.stringify(body),
      created_at: isoAt(deps.now()),
    });
    return c.json({ sessionId });
  });
  return routes;
}
