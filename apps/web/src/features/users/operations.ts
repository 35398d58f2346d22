import { graphql } from '../../gql/gql';

export const UsersQuery = graphql(`
  query Users(
    $page: Int
    $pageSize: Int
    $search: String
    $sort: String
    $direction: SortDirection
    $role: GlobalRole
    $membershipStatus: UserMembershipStatus
  ) {
    users(
      page: $page
      pageSize: $pageSize
      search: $search
      sort: $sort
      direction: $direction
      role: $role
      membershipStatus: $membershipStatus
    ) {
      total
      totalCapped
      page
      pageSize
      items {
        id
        firstName
        lastName
        email
        document
        enabled
        created
        roles
        roleGender
        membershipStatus
      }
    }
  }
`);

export const UserDetailFields = graphql(`
  fragment UserDetailFields on UserDetail {
    id
    firstName
    lastName
    email
    document
    enabled
    created
    roles
    roleGender
    conferenceRoles {
      id
      role
      conference {
        id
        name
      }
      thematicArea {
        id
        name
      }
    }
    memberships {
      id
      year
      terminatedMember
      state
      category {
        id
        name
      }
      permissions {
        canTerminate
      }
    }
    charges {
      id
      description
      amountCents
      status
      created
    }
    permissions {
      grantableRoles
      revocableRoles
      canSetEnabled
      canSendRecoveryEmail
      canEditProfile
    }
  }
`);

export const UserQuery = graphql(`
  query User($id: ID!) {
    user(id: $id) {
      ...UserDetailFields
    }
  }
`);

export const GrantRoleMutation = graphql(`
  mutation GrantRole($userId: ID!, $role: GlobalRole!) {
    grantRole(userId: $userId, role: $role) {
      ...UserDetailFields
    }
  }
`);

export const RevokeRoleMutation = graphql(`
  mutation RevokeRole($userId: ID!, $role: GlobalRole!) {
    revokeRole(userId: $userId, role: $role) {
      ...UserDetailFields
    }
  }
`);

export const SetUserEnabledMutation = graphql(`
  mutation SetUserEnabled($userId: ID!, $enabled: Boolean!) {
    setUserEnabled(userId: $userId, enabled: $enabled) {
      ...UserDetailFields
    }
  }
`);

export const SendRecoveryEmailMutation = graphql(`
  mutation SendRecoveryEmail($userId: ID!) {
    sendRecoveryEmail(userId: $userId)
  }
`);

export const AuditEntryFields = graphql(`
  fragment AuditEntryFields on AuditEntry {
    id
    action
    sentence
    targetUserId
    targetName
    createdText
    changes {
      field
      label
      before
      after
    }
  }
`);

export const UserAuditQuery = graphql(`
  query UserAudit($userId: ID!, $page: Int, $pageSize: Int, $kind: String, $from: String, $to: String) {
    userAuditEntries(userId: $userId, page: $page, pageSize: $pageSize, kind: $kind, from: $from, to: $to) {
      total
      totalCapped
      page
      pageSize
      items {
        ...AuditEntryFields
      }
    }
  }
`);

export const AuditLogQuery = graphql(`
  query AuditLog($page: Int, $pageSize: Int, $search: String, $kind: String, $from: String, $to: String) {
    auditLog(page: $page, pageSize: $pageSize, search: $search, kind: $kind, from: $from, to: $to) {
      total
      totalCapped
      page
      pageSize
      items {
        ...AuditEntryFields
      }
    }
  }
`);

export const ExportUsersMutation = graphql(`
  mutation ExportUsers($format: ExportFormat!, $search: String, $role: GlobalRole, $membershipStatus: UserMembershipStatus) {
    exportUsers(format: $format, search: $search, role: $role, membershipStatus: $membershipStatus) { url jobId rows fileName }
  }
`);
