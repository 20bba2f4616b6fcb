import type { ApiClient, CallOptions } from '../../client.ts';
import { INLINE } from '../calls.ts';
import { serviceabilityAnswerSchema, type ServiceabilityAnswer, type ServiceabilityRequest } from './schemas.ts';

/**
 * PATCH /v1/customer/location/serviceability-check: judged on the current address and,
 * when given, the location. The application is the token's. Errors: hidden (the check's
 * error screen with Retry).
 */
export function checkServiceability(
  client: ApiClient,
  input: ServiceabilityRequest,
  options: CallOptions = {},
): Promise<ServiceabilityAnswer> {
  const body = input.location
    ? { location: { latitude: input.location.latitude, longitude: input.location.longitude } }
    : {};
  return client.patch('/v1/customer/location/serviceability-check', body, {
    ...INLINE,
    ...options,
    schema: serviceabilityAnswerSchema,
  });
}
