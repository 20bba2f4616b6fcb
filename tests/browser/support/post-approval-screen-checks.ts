import type { APIRequestContext, Page } from '@playwright/test';
import type { BuiltScreen } from './built-screens.ts';
import { LOAN_ID, call, pngFile, prepareApplicant, type Applicant } from './post-approval-children.ts';

// The post-approval children's screens for the axe and layout sweeps (the parent's own screens are
// in built-screens.ts): the bank statement's ways, both document lists and a held file's preview,
// each at a position whose lender answer shows it, arranged through the API as an earlier visit
// would have left it.

const FIRST_LIST = ['application-document', 'shop-photo-inside', 'applicant-photo', 'id-proof'] as const;

const documentsPath = (applicant: Applicant) => `/v1/application/${applicant.applicationId}/application-document`;

async function upload(request: APIRequestContext, applicant: Applicant, kind: string): Promise<void> {
  await call(request, applicant, 'post', `${documentsPath(applicant)}?kind=${kind}`, {
    multipart: { file: pngFile(`${kind}.png`) },
  });
}

/** An applicant whose bank details and cheque are in, with `kinds` of the first list already uploaded. */
async function documentsApplicant(
  page: Page,
  request: APIRequestContext,
  phone: string,
  kinds: readonly string[],
  asksAdditional = false,
): Promise<Applicant> {
  const seed = { status: 'chequeUploaded', nextAction: 'uploadDocuments' };
  const applicant = await prepareApplicant(page, request, phone, seed, { asksAdditional });
  for (const kind of kinds) await upload(request, applicant, kind);
  return applicant;
}

export const screenChecks: readonly BuiltScreen[] = [
  {
    name: 'Bank statement (the ways to share it)',
    path: '/signup/bank-statement',
    landsOn: /\/signup\/bank-statement$/,
    ready: { role: 'heading', name: /share your bank statements/i },
    open: async (page, request) => {
      await prepareApplicant(page, request, '9876500651', { status: 'offerSelected', nextAction: 'bankStatement' }, {});
      await page.goto('/signup/bank-statement');
    },
  },
  {
    name: 'Upload documents (the first list)',
    path: '/signup/upload-documents',
    landsOn: /\/signup\/upload-documents$/,
    ready: { role: 'heading', name: /^upload documents$/i },
    open: async (page, request) => {
      await documentsApplicant(page, request, '9876500652', []);
      await page.goto('/signup/upload-documents');
    },
  },
  {
    name: 'Additional documents (the lender asked for more)',
    path: '/signup/additional-documents',
    landsOn: /\/signup\/additional-documents$/,
    ready: { role: 'heading', name: /^additional documents$/i },
    open: async (page, request) => {
      const applicant = await documentsApplicant(
        page,
        request,
        '9876500653',
        [...FIRST_LIST, 'shop-photo-front'],
        true,
      );
      await call(request, applicant, 'patch', `/v1/application/${LOAN_ID}/document-upload-complete`, { data: {} });
      await page.goto('/signup/additional-documents');
    },
  },
  {
    name: 'Upload preview (a held document)',
    path: '/id-proof/upload-preview',
    landsOn: /\/id-proof\/upload-preview$/,
    ready: { role: 'heading', name: /^preview: /i },
    open: async (page, request) => {
      await documentsApplicant(page, request, '9876500654', ['id-proof']);
      await page.goto('/signup/upload-documents');
      await page
        .getByRole('button', { name: /^Preview / })
        .first()
        .click();
    },
  },
];
