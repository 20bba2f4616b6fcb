import { inline } from '../calls.ts';
import { serviceabilityAnswerSchema, type ServiceabilityRequest } from './schemas.ts';

/**
 * PATCH /v1/customer/location/serviceability-check: judged on the current address and,
 * when given, the location. The application is the token's. Errors: hidden (the check's
 * error screen with Retry).
 */
export const checkServiceability = inline.call('patch', serviceabilityAnswerSchema, (input: ServiceabilityRequest) => ({
  path: '/v1/customer/location/serviceability-check',
  body: input.location ? { location: { latitude: input.location.latitude, longitude: input.location.longitude } } : {},
}));
