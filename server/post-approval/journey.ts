import type { SandboxJourney } from '../kit/journey.ts';
import { postApprovalRoutes } from './routes/index.ts';
import { bankStatementRoutes } from './statements/routes.ts';
import { postApprovalDocumentRoutes } from './routes/documents.ts';
import { applicationFormRoutes } from './application-form/routes.ts';
import { postApprovalControlRoutes } from './control.ts';
import { statementControlRoutes } from './statements/control.ts';
import { postApprovalMigrations } from './migrations.ts';

/** After approval: offers, bank account, questionnaire, links, bank statements, documents, the application form. */
export const postApprovalJourney: SandboxJourney = {
  name: 'post-approval',
  routes: [postApprovalRoutes, bankStatementRoutes, postApprovalDocumentRoutes, applicationFormRoutes],
  controlRoutes: [postApprovalControlRoutes, statementControlRoutes],
  migrations: postApprovalMigrations,
};
