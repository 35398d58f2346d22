import type { DomainError } from '../platform/errors';
import type { Services } from '../platform/services';
import type { Viewer } from '../platform/viewer';

/** The GraphQL request context: the app's services plus who is asking. */
export type Context = Services & {
  viewer: Viewer | null;
  /** Why the bearer token was refused, if one was sent and refused. */
  authError: DomainError | null;
  ip: string;
  userAgent: string | null;
  requestId: string;
};

/** The context of a field whose scopes require a signed-in person (`t.withAuth(...)`). */
export type SignedInContext = Context & { viewer: Viewer };
