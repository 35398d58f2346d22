import { graphql } from '../../gql/gql';

export const MembershipCategoryListQuery = graphql(`
  query MembershipCategoryList($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
    membershipCategoryList(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
      total
      totalCapped
      page
      pageSize
      items {
        id
        name
        yearlyFeeCents
        isStudent
        active
        membershipCount
      }
    }
  }
`);

export const CreateMembershipCategoryMutation = graphql(`
  mutation CreateMembershipCategory($data: MembershipCategoryInput!) {
    createMembershipCategory(data: $data) {
      id
      name
    }
  }
`);

export const UpdateMembershipCategoryMutation = graphql(`
  mutation UpdateMembershipCategory($id: ID!, $data: MembershipCategoryInput!) {
    updateMembershipCategory(id: $id, data: $data) {
      id
      name
      yearlyFeeCents
      isStudent
      active
      membershipCount
    }
  }
`);

export const DeleteMembershipCategoryMutation = graphql(`
  mutation DeleteMembershipCategory($id: ID!) {
    deleteMembershipCategory(id: $id)
  }
`);

export const GenerateMembershipChargesMutation = graphql(`
  mutation GenerateMembershipCharges($year: Int!) {
    generateMembershipCharges(year: $year)
  }
`);
