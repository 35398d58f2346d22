import { builder } from '../../graphql/builder';
import { login, logout, recoveryComplete, recoveryInit, refresh, updatePassword, type AuthPayload } from './auth.service';

const AuthPayloadRef = builder.objectRef<AuthPayload>('AuthPayload').implement({
  description: 'Tokens of a signed-in session.',
  fields: (t) => ({
    token: t.exposeString('token', { description: 'Short-lived access token, sent as `Authorization: bearer <token>`.' }),
    refreshToken: t.exposeString('refreshToken', { description: 'Opaque refresh token; rotated at every refresh.' }),
    expire: t.string({ description: 'Access token expiry, ISO 8601 UTC.', resolve: (p) => p.expire.toISOString() }),
  }),
});

builder.mutationFields((t) => ({
  login: t.field({
    type: AuthPayloadRef,
    description: 'Signs in with the e-mail or the document number.',
    authScopes: { public: true },
    args: { username: t.arg.string({ required: true }), password: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => login(ctx, args, { ip: ctx.ip, userAgent: ctx.userAgent }),
  }),
  refreshToken: t.field({
    type: AuthPayloadRef,
    description: 'Exchanges a refresh token for new tokens. A token already used revokes its session.',
    authScopes: { public: true },
    args: { refreshToken: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => refresh(ctx, args.refreshToken),
  }),
  logout: t.withAuth({ loggedIn: true }).boolean({
    description: 'Ends the current session.',
    resolve: (_root, _args, ctx) => logout(ctx, ctx.viewer),
  }),
  updatePassword: t.withAuth({ loggedIn: true }).boolean({
    description: 'Changes the password; other sessions of the user end.',
    args: { oldPassword: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => updatePassword(ctx, ctx.viewer, args),
  }),
  recoveryPasswordInit: t.boolean({
    description: 'E-mails a recovery link if the account exists; always answers true.',
    authScopes: { public: true },
    args: { username: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => recoveryInit(ctx, args, { ip: ctx.ip }),
  }),
  recoveryPassword: t.boolean({
    description: 'Sets a new password with a recovery link; every session of the user ends.',
    authScopes: { public: true },
    args: { token: t.arg.string({ required: true }), email: t.arg.string({ required: true }), newPassword: t.arg.string({ required: true }) },
    resolve: (_root, args, ctx) => recoveryComplete(ctx, args),
  }),
}));
