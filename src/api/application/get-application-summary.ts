import { plain } from '../call.ts';
import { applicationSummarySchema, type PersonalInfo } from './schemas.ts';

/** GET /v2/application/{id}/summary (auth). */
export const getApplicationSummary = plain.call(
  'get',
  applicationSummarySchema,
  (input: { applicationId: string }) => ({
    path: `/v2/application/${encodeURIComponent(input.applicationId)}/summary`,
  }),
);

/** §3: the full name is first plus last name. */
export function fullName(personalInfo: PersonalInfo | null): string {
  if (!personalInfo) return '';
  return [personalInfo.firstName, personalInfo.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
}
