import { graphql } from '../../gql/gql';

export const AssociationSettingsQuery = graphql(`
  query AssociationSettings { associationSettings { name address cuit logoFileId logoUrl updatedAt permissions { canEdit } } }
`);
export const UpdateAssociationSettingsMutation = graphql(`
  mutation UpdateAssociationSettings($data: AssociationSettingsInput!) {
    updateAssociationSettings(data: $data) { name address cuit logoFileId logoUrl updatedAt permissions { canEdit } }
  }
`);
