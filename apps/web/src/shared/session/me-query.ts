import { graphql } from '../../gql/gql';

export const MeQuery = graphql(`
  query Me {
    me {
      id
      email
      firstName
      lastName
      document
      roles
      gender
      conferenceRoles {
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
      activeMembership {
        id
        year
        terminatedMember
        created
        category {
          id
          name
        }
      }
      permissions {
        canViewMemberships
      }
    }
  }
`);
