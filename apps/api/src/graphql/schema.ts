import { lexicographicSortSchema } from 'graphql';
import { builder } from './builder';
import '../modules/auth/auth.schema';
import '../modules/accounts/accounts.schema';

export const schema = lexicographicSortSchema(builder.toSchema());
