import { lexicographicSortSchema } from 'graphql';
import { builder } from './graphql/builder';
// Every module's GraphQL types and fields, registered on the one builder (graphql/ knows no module).
import './modules/auth/auth.schema';
import './modules/accounts/accounts.schema';
import './modules/catalogues/catalogues.schema';
import './modules/files/files.schema';
import './modules/memberships/memberships.schema';
import './modules/profile/profile.schema';
import './modules/users/users.schema';
import './modules/news/news.schema';
import './modules/conferences/conferences.schema';
import './modules/inscriptions/inscriptions.schema';
import './modules/proposals/proposals.schema';
import './modules/payments/payments.schema';
import './modules/treasury/manual-payments.schema';
import './modules/proposal-admin/proposal-admin.schema';
import './modules/awards/awards.schema';
import './modules/treasury/treasury.schema';
import './modules/evaluation/evaluation.schema';
import './modules/treasury/bank-import.schema';
import './modules/panels/panels.schema';
import './modules/schedule/schedule.schema';
import './modules/schedule/programme.schema';
import './modules/jobs/jobs.schema';
import './modules/association/association.schema';
import './modules/certificates/certificates.schema';
import './modules/reports/members.schema';
import './modules/reports/inscriptions.schema';
import './modules/reports/accounts.schema';
import './modules/reports/saved-views.schema';
import './modules/certificates/settings.schema';

/** The API's schema: built once every module above has added its part. */
export const schema = lexicographicSortSchema(builder.toSchema());
