import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder';
import '../modules/auth/auth.schema';
import '../modules/accounts/accounts.schema';
import '../modules/catalogues/catalogues.schema';
import '../modules/files/files.schema';
import '../modules/memberships/memberships.schema';
import '../modules/profile/profile.schema';
import '../modules/users/users.schema';
import '../modules/news/news.schema';
import '../modules/conferences/conferences.schema';
import '../modules/inscriptions/inscriptions.schema';

export const schema = lexicographicSortSchema(builder.toSchema());
import '../modules/proposals/proposals.schema';
import '../modules/payments/payments.schema';
import '../modules/panels/panels.schema';
