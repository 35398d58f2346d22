/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      document\n      roles\n      conferenceRoles {\n        role\n        conference {\n          id\n          name\n        }\n        thematicArea {\n          id\n          name\n        }\n      }\n      activeMembership {\n        id\n        year\n        terminatedMember\n        created\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": typeof types.MeDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      refreshToken\n      expire\n    }\n  }\n": typeof types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": typeof types.LogoutDocument,
    "\n  mutation RecoveryPasswordInit($username: String!) {\n    recoveryPasswordInit(username: $username)\n  }\n": typeof types.RecoveryPasswordInitDocument,
    "\n  mutation RecoveryPassword($token: String!, $email: String!, $newPassword: String!) {\n    recoveryPassword(token: $token, email: $email, newPassword: $newPassword)\n  }\n": typeof types.RecoveryPasswordDocument,
    "\n  mutation UpdatePassword($oldPassword: String!, $newPassword: String!) {\n    updatePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n": typeof types.UpdatePasswordDocument,
    "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      token\n      refreshToken\n      expire\n    }\n  }\n": typeof types.RefreshTokenDocument,
};
const documents: Documents = {
    "\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      document\n      roles\n      conferenceRoles {\n        role\n        conference {\n          id\n          name\n        }\n        thematicArea {\n          id\n          name\n        }\n      }\n      activeMembership {\n        id\n        year\n        terminatedMember\n        created\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n": types.MeDocument,
    "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      refreshToken\n      expire\n    }\n  }\n": types.LoginDocument,
    "\n  mutation Logout {\n    logout\n  }\n": types.LogoutDocument,
    "\n  mutation RecoveryPasswordInit($username: String!) {\n    recoveryPasswordInit(username: $username)\n  }\n": types.RecoveryPasswordInitDocument,
    "\n  mutation RecoveryPassword($token: String!, $email: String!, $newPassword: String!) {\n    recoveryPassword(token: $token, email: $email, newPassword: $newPassword)\n  }\n": types.RecoveryPasswordDocument,
    "\n  mutation UpdatePassword($oldPassword: String!, $newPassword: String!) {\n    updatePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n": types.UpdatePasswordDocument,
    "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      token\n      refreshToken\n      expire\n    }\n  }\n": types.RefreshTokenDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      document\n      roles\n      conferenceRoles {\n        role\n        conference {\n          id\n          name\n        }\n        thematicArea {\n          id\n          name\n        }\n      }\n      activeMembership {\n        id\n        year\n        terminatedMember\n        created\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  query Me {\n    me {\n      id\n      email\n      firstName\n      lastName\n      document\n      roles\n      conferenceRoles {\n        role\n        conference {\n          id\n          name\n        }\n        thematicArea {\n          id\n          name\n        }\n      }\n      activeMembership {\n        id\n        year\n        terminatedMember\n        created\n        category {\n          id\n          name\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      refreshToken\n      expire\n    }\n  }\n"): (typeof documents)["\n  mutation Login($username: String!, $password: String!) {\n    login(username: $username, password: $password) {\n      token\n      refreshToken\n      expire\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation Logout {\n    logout\n  }\n"): (typeof documents)["\n  mutation Logout {\n    logout\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecoveryPasswordInit($username: String!) {\n    recoveryPasswordInit(username: $username)\n  }\n"): (typeof documents)["\n  mutation RecoveryPasswordInit($username: String!) {\n    recoveryPasswordInit(username: $username)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RecoveryPassword($token: String!, $email: String!, $newPassword: String!) {\n    recoveryPassword(token: $token, email: $email, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation RecoveryPassword($token: String!, $email: String!, $newPassword: String!) {\n    recoveryPassword(token: $token, email: $email, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UpdatePassword($oldPassword: String!, $newPassword: String!) {\n    updatePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n"): (typeof documents)["\n  mutation UpdatePassword($oldPassword: String!, $newPassword: String!) {\n    updatePassword(oldPassword: $oldPassword, newPassword: $newPassword)\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      token\n      refreshToken\n      expire\n    }\n  }\n"): (typeof documents)["\n  mutation RefreshToken($refreshToken: String!) {\n    refreshToken(refreshToken: $refreshToken) {\n      token\n      refreshToken\n      expire\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;