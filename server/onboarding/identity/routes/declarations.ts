import { Hono } from 'hono';
import type { Context } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../../../context.ts';
import { isoAt } from '../../../context.ts';
import { HttpError } from '../../../kit/errors.ts';
import { readJsonBody } from '../../../kit/validation.ts';
import { requireCustomer } from '../../../auth/require-customer.ts';
import { findPersonalInfo, getOnboardingState, setOnboardingState } from '../../../db/onboarding.ts';
import { findDeclaration, findIdentityRecord, saveDeclaration } from '../../../db/identity.ts';
import type { DeclarationKind } from '../../../db/identity.ts';
import { ownApplication, requireStep } from '../../access.ts';
import type { Owned } from '../../access.ts';
import { advance, positionOf } from '../../../application/advance.ts';
import { panRecord } from '../../../application/decisions.ts';
import { DUAL_DOCUMENTS, VERNACULAR_DECLARATIONS, VERNACULAR_LANGUAGES, documentFits } from '../declaration-data.ts';
import type { DeclarationTopic } from '../declaration-data.ts';
import { IdentityErrorCodes } from '../errors.ts';

const declarationBody = (topic: DeclarationTopic) =>
  v.strictObject({
    documentType: v.pipe(
      v.string(),
      v.check(
        (code) => documentFits(code, topic),
        `must be a document code from /v1/dual-document/documents for ${topic}`,
      ),
    ),
    documentNumber: v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z0-9/-]{4,20}$/, 'must be 4-20 letters, digits, / or -'),
    ),
    accepted: v.literal(true, 'must be true: the applicant makes the declaration'),
  });
const NameBodySchema = declarationBody('name');
const DobBodySchema = declarationBody('dob');
const VernacularBodySchema = v.strictObject({
  language: v.picklist(VERNACULAR_LANGUAGES, `must be one of ${VERNACULAR_LANGUAGES.join(', ')}`),
  accepted: v.literal(true, 'must be true: the applicant makes the declaration'),
});

type StoredDeclaration = { documentType: string; documentNumber: string } | { language: string };

function declarationJson(deps: SandboxDeps, applicationId: string, kind: DeclarationKind) {
  const row = findDeclaration(deps.db, applicationId, kind);
  return row ? { ...(JSON.parse(row.payload_json) as StoredDeclaration), declaredAt: row.declared_at } : null;
}

/** The two names a dual-name declaration ties together, and whether one is owed. */
function nameFacts(deps: SandboxDeps, applicationId: string) {
  const personal = findPersonalInfo(deps.db, applicationId);
  const { pan } = getOnboardingState(deps.db, applicationId);
  const record = pan && personal ? panRecord(pan, personal.first_name, personal.last_name) : undefined;
  return {
    required: record !== undefined && !record.nameMatches,
    nameOnPan: record?.name ?? null,
    nameOnApplication: personal ? `${personal.first_name} ${personal.last_name}` : null,
  };
}

function dobFacts(deps: SandboxDeps, applicationId: string) {
  const state = getOnboardingState(deps.db, applicationId);
  return {
    required: state.dob_mismatch === 1,
    dobOnAadhaar: findIdentityRecord(deps.db, applicationId)?.date_of_birth ?? null,
    dobOnApplication: findPersonalInfo(deps.db, applicationId)?.date_of_birth ?? null,
  };
}

async function declare(deps: SandboxDeps, c: Context<SandboxEnv>, topic: DeclarationTopic) {
  const owned: Owned = ownApplication(deps, c);
  requireStep(deps, owned, topic === 'name' ? 'dualNameDeclaration' : 'dualDobDeclaration');
  const body = await readJsonBody(c, topic === 'name' ? NameBodySchema : DobBodySchema);
  const id = owned.application.id;
  const facts = topic === 'name' ? nameFacts(deps, id) : dobFacts(deps, id);
  if (!facts.required) {
    const what = topic === 'name' ? 'The name on your PAN matches' : 'The date of birth on your Aadhaar matches';
    throw new HttpError(
      409,
      IdentityErrorCodes.declarationNotNeeded,
      `${what} your application; no declaration is needed.`,
    );
  }
  const nowIso = isoAt(deps.now());
  return deps.db.transaction(() => {
    saveDeclaration(
      deps.db,
      id,
      topic,
      { documentType: body.documentType, documentNumber: body.documentNumber.toUpperCase() },
      nowIso,
    );
    setOnboardingState(deps.db, id, topic === 'name' ? { dual_name_declared: 1 } : { dual_dob_declared: 1 });
    return {
      application: advance(deps.db, id, topic === 'name' ? 'dualNameDeclared' : 'dualDobDeclared', nowIso),
      ...facts,
      declaration: declarationJson(deps, id, topic),
    };
  })();
}

/** Dual name and date-of-birth declarations, and the vernacular declaration (§7). */
export function declarationRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/v1/dual-document/documents', requireCustomer(deps), (c) => c.json({ documents: DUAL_DOCUMENTS }));

  routes.get('/v1/dual-document/:id/additional-documents', requireCustomer(deps), (c) => {
    const { application } = ownApplication(deps, c);
    const name = nameFacts(deps, application.id);
    const dob = dobFacts(deps, application.id);
    return c.json({
      additionalDocuments: [
        {
          declaration: 'name',
          required: name.required,
          declared: findDeclaration(deps.db, application.id, 'name') !== undefined,
        },
        {
          declaration: 'dob',
          required: dob.required,
          declared: findDeclaration(deps.db, application.id, 'dob') !== undefined,
        },
      ],
    });
  });

  routes.get('/v1/dual-document/:id/name', requireCustomer(deps), (c) => {
    const { application } = ownApplication(deps, c);
    return c.json({ ...nameFacts(deps, application.id), declaration: declarationJson(deps, application.id, 'name') });
  });
  routes.post('/v1/dual-document/:id/name', requireCustomer(deps), async (c) => c.json(await declare(deps, c, 'name')));

  routes.get('/v1/dual-document/:id/dob', requireCustomer(deps), (c) => {
    const { application } = ownApplication(deps, c);
    return c.json({ ...dobFacts(deps, application.id), declaration: declarationJson(deps, application.id, 'dob') });
  });
  routes.post('/v1/dual-document/:id/dob', requireCustomer(deps), async (c) => c.json(await declare(deps, c, 'dob')));

  routes.get('/v1/application/vernacular-declaration', requireCustomer(deps), (c) =>
    c.json({ declarations: VERNACULAR_DECLARATIONS }),
  );

  routes.get('/v1/application/:id/vernacular-declaration', requireCustomer(deps), (c) => {
    const { application } = ownApplication(deps, c);
    return c.json({ vernacularDeclaration: declarationJson(deps, application.id, 'vernacular') });
  });

  // Not a step of the progression: it may be made at any time and moves nothing.
  routes.patch('/v1/application/:id/vernacular-declaration', requireCustomer(deps), async (c) => {
    const owned = ownApplication(deps, c);
    const body = await readJsonBody(c, VernacularBodySchema);
    saveDeclaration(deps.db, owned.application.id, 'vernacular', { language: body.language }, isoAt(deps.now()));
    return c.json({
      application: positionOf(owned.application),
      vernacularDeclaration: declarationJson(deps, owned.application.id, 'vernacular'),
    });
  });

  return routes;
}
