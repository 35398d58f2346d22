import { graphql } from '../../gql/gql';

export const MembershipCategoriesQuery = graphql(`
  query MembershipCategories {
    membershipCategories {
      id
      name
      yearlyFeeCents
      isStudent
    }
  }
`);

export const RegisterMutation = graphql(`
  mutation Register($register: RegisterInput!) {
    register(register: $register)
  }
`);

export const ConfirmRegistrationMutation = graphql(`
  mutation ConfirmRegistration($token: String!) {
    confirmRegistration(token: $token) {
      membershipId
      email
      year
      categoryName
      amountCents
    }
  }
`);

export const MyMembershipsQuery = graphql(`
  query MyMemberships($page: Int, $pageSize: Int, $sort: String, $direction: SortDirection) {
    myMemberships(page: $page, pageSize: $pageSize, sort: $sort, direction: $direction) {
      total
      totalCapped
      page
      pageSize
      items {
        id
        year
        created
        terminatedMember
        terminatedAt
        universityCareer
        studentCategory
        paid
        category {
          id
          name
        }
        charge {
          id
          amountCents
          status
        }
      }
    }
  }
`);

export const AsociateMutation = graphql(`
  mutation Asociate($categoryId: Int!) {
    asociate(categoryId: $categoryId) {
      id
      year
      category {
        id
        name
      }
    }
  }
`);

export const UpdateMembershipMutation = graphql(`
  mutation UpdateMembership($universityCareer: String!) {
    updateMembership(universityCareer: $universityCareer) {
      id
      universityCareer
    }
  }
`);
