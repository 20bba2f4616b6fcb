import { Hono } from 'hono';
import * as v from 'valibot';
import type { SandboxDeps, SandboxEnv } from '../../../context.ts';
import { isoAt } from '../../../context.ts';
import { HttpError, notFound } from '../../../kit/errors.ts';
import { UuidSchema, readJsonBody } from '../../../kit/validation.ts';
import { requireCustomer } from '../../../auth/require-customer.ts';
import { findApplicationById } from '../../../db/customers.ts';
import { listOpsComments, resolveOpsComment } from '../../../db/identity.ts';
import { ownApplication } from '../../access.ts';
import { positionOf } from '../../../application/advance.ts';
import { commentJson, openCommentCount, releaseWhenResolved } from '../discrepancy.ts';
import { IdentityErrorCodes } from '../errors.ts';

const ResolveSchema = v.strictObject({
  commentId: UuidSchema,
  response: v.pipe(v.string(), v.trim(), v.minLength(2, 'must be at least 2 characters'), v.maxLength(1000)),
});

/** The discrepancy screen: ops comments and the applicant's answers (§2, §7). */
export function discrepancyRoutes(deps: SandboxDeps): Hono<SandboxEnv> {
  const routes = new Hono<SandboxEnv>();

  routes.get('/v1/application/:id/comments', requireCustomer(deps), (c) => {
    const { application } = ownApplication(deps, c);
    return c.json({ comments: listOpsComments(deps.db, application.id).map(commentJson) });
  });

  routes.patch('/v1/application/:id/resolve-comment', requireCustomer(deps), async (c) => {
    const owned = ownApplication(deps, c);
    const body = await readJsonBody(c, ResolveSchema);
    const id = owned.application.id;
    const comment = listOpsComments(deps.db, id).find((row) => row.id === body.commentId);
    if (!comment) throw notFound('No comment with this id was raised on this application.');
    if (comment.resolved_at !== null) {
      throw new HttpError(409, IdentityErrorCodes.commentAlreadyResolved, 'This comment has already been resolved.');
    }
    const nowIso = isoAt(deps.now());
    const answer = deps.db.transaction(() => {
      resolveOpsComment(deps.db, comment.id, body.response, nowIso);
      releaseWhenResolved(deps.db, id, nowIso);
      const application = findApplicationById(deps.db, id);
      const resolved = listOpsComments(deps.db, id).find((row) => row.id === comment.id);
      if (!application || !resolved) throw new Error('comment vanished inside its own transaction');
      return {
        application: positionOf(application),
        comment: commentJson(resolved),
        openComments: openCommentCount(deps.db, id),
      };
    })();
    return c.json(answer);
  });

  return routes;
}
