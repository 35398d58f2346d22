import type { GraphQLError } from 'graphql';
import type { GlobalRole, ConferenceRoleKind } from '@portal/domain/roles';
import type { Config } from '../config';
import type { Database } from '../platform/db';
import type { Logger } from '../platform/logging';
import type { MailWorker } from '../platform/mail';

export type Viewer = {
  id: string;
  sessionId: string;
  email: string;
  roles: GlobalRole[];
  conferenceRoles: { conferenceId: number; role: ConferenceRoleKind; thematicAreaId: number | null }[];
};

/** What every request shares: the app's services plus who is asking. */
export type Services = { config: Config; database: Database; logger: Logger; mail: MailWorker };

export type Context = Services & {
  viewer: Viewer | null;
  /** Why the bearer token was refused, if one was sent and refused. */
  authError: GraphQLError | null;
  ip: string;
  userAgent: string | null;
  requestId: string;
};
