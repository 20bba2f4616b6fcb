import * as v from 'valibot';
import { nonEmptyString } from '../non-empty.ts';

export const deviceSchema = v.object({
  deviceType: v.string(),
  deviceMake: v.string(),
  deviceModel: v.string(),
  os: v.string(),
  osVersion: v.string(),
  identifierType: v.string(),
  identificationNumber: v.string(),
});

export const locationSchema = v.object({
  latitude: v.number(),
  longitude: v.number(),
});

export const utmParametersSchema = v.object({
  source: v.string(),
  medium: v.string(),
  campaign: v.string(),
  channel: v.string(),
});

export const sessionCreateRequestSchema = v.object({
  device: deviceSchema,
  location: locationSchema,
  source: v.string(),
  utmParameters: utmParametersSchema,
  onBoardingFlow: v.string(),
});

export const sessionCreateResponseSchema = v.object({
  sessionId: nonEmptyString,
});

export type SessionCreateRequest = v.InferOutput<typeof sessionCreateRequestSchema>;
