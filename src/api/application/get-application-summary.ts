import type { ApiClient, CallOptions } from '../client.ts';
import { applicationSummarySchema, type ApplicationSummary, type PersonalInfo } from './schemas.ts';

/** GET /v2/application/{id}/summary (auth). */
export function getApplicationSummary(
  client: ApiClient,
  input: { applicationId: string },
  options: CallOptions = {},
): Promise<ApplicationSummary> {
  return client.get(`/v2/application/${encodeURIComponent(input.applicationId)}/summary`, {
    ...options,
    schema: applicationSummarySchema,
  });
}

/** §3: the full name is first plus last name. */
export function fullName(personalInfo: PersonalInfo | null): string {
  if (!personalInfo) return '';
  return [personalInfo.firstName, personalInfo.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
