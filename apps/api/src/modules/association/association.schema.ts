// GraphQL types and fields of the association's own data (the letterhead of its documents).
import { builder } from '../../graphql/builder';
import { signFileUrl } from '../files/files.service';
import { associationData, type AssociationData } from './association.read';
import { associationPermissions } from './association.rules';
import { updateAssociationSettings } from './association.service';

const AssociationPermissions = builder.objectRef<ReturnType<typeof associationPermissions>>('AssociationPermissions').implement({
  fields: (t) => ({ canEdit: t.exposeBoolean('canEdit') }),
});

const AssociationSettings = builder.objectRef<AssociationData>('AssociationSettings').implement({
  description: "The association's name, address, CUIT and logo, printed at the top of every document it issues.",
  fields: (t) => ({
    name: t.exposeString('name'),
    address: t.exposeString('address'),
    cuit: t.exposeString('cuit'),
    logoFileId: t.exposeID('logoFileId', { nullable: true }),
    logoUrl: t.string({
      nullable: true,
      description: 'Signed download URL, valid for one hour.',
      resolve: (a, _args, ctx) => (a.logoFileId ? signFileUrl(ctx.config.jwtSecret, a.logoFileId) : null),
    }),
    updatedAt: t.string({
      nullable: true,
      description: "ISO 8601 UTC; null while the server's configuration (ASSOCIATION_*) stands.",
      resolve: (a) => a.updatedAt?.toISOString() ?? null,
    }),
    permissions: t.field({ type: AssociationPermissions, resolve: (_a, _args, ctx) => associationPermissions(ctx.viewer) }),
  }),
});

const AssociationSettingsInput = builder.inputType('AssociationSettingsInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    address: t.string({ required: true }),
    cuit: t.string({ required: true, description: 'Written 30-71234567-1, with a valid check digit.' }),
    logoFileId: t.id({ required: false, description: 'From uploadFile with purpose ASSOCIATION_LOGO; none prints the portal mark.' }),
  }),
});

builder.queryFields((t) => ({
  associationSettings: t.withAuth({ role: 'SYSADMIN' }).field({
    type: AssociationSettings,
    resolve: (_root, _args, ctx) => associationData(ctx.database.db, ctx.config),
  }),
}));

builder.mutationFields((t) => ({
  updateAssociationSettings: t.withAuth({ role: 'SYSADMIN' }).field({
    type: AssociationSettings,
    args: { data: t.arg({ type: AssociationSettingsInput, required: true }) },
    resolve: (_root, { data }, ctx) => updateAssociationSettings(ctx.database.db, ctx.storage, ctx.config, ctx.viewer.id, data),
  }),
}));
