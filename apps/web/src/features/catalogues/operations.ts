import { graphql } from '../../gql/gql';

export const InstitutionsQuery = graphql(`
  query Institutions($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
    institutions(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
      items { id name code inUse }
      total
      totalCapped
      page
      pageSize
    }
  }
`);
export const CreateInstitutionMutation = graphql(`
  mutation CreateInstitution($data: InstitutionInput!) { createInstitution(data: $data) { id name code } }
`);
export const UpdateInstitutionMutation = graphql(`
  mutation UpdateInstitution($id: ID!, $data: InstitutionInput!) { updateInstitution(id: $id, data: $data) { id name code } }
`);
export const DeleteInstitutionMutation = graphql(`
  mutation DeleteInstitution($id: ID!) { deleteInstitution(id: $id) }
`);

export const UniversitiesQuery = graphql(`
  query Universities($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
    universities(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
      items { id name inUse }
      total
      totalCapped
      page
      pageSize
    }
  }
`);
export const CreateUniversityMutation = graphql(`
  mutation CreateUniversity($data: UniversityInput!) { createUniversity(data: $data) { id name } }
`);
export const UpdateUniversityMutation = graphql(`
  mutation UpdateUniversity($id: ID!, $data: UniversityInput!) { updateUniversity(id: $id, data: $data) { id name } }
`);
export const DeleteUniversityMutation = graphql(`
  mutation DeleteUniversity($id: ID!) { deleteUniversity(id: $id) }
`);

export const ThematicAreasQuery = graphql(`
  query ThematicAreas($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
    thematicAreas(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
      items { id name inUse }
      total
      totalCapped
      page
      pageSize
    }
  }
`);
export const CreateThematicAreaMutation = graphql(`
  mutation CreateThematicArea($data: ThematicAreaInput!) { createThematicArea(data: $data) { id name } }
`);
export const UpdateThematicAreaMutation = graphql(`
  mutation UpdateThematicArea($id: ID!, $data: ThematicAreaInput!) { updateThematicArea(id: $id, data: $data) { id name } }
`);
export const DeleteThematicAreaMutation = graphql(`
  mutation DeleteThematicArea($id: ID!) { deleteThematicArea(id: $id) }
`);

export const CountriesQuery = graphql(`
  query Countries($page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
    countries(page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
      items { id name code provincesCount inUse }
      total
      totalCapped
      page
      pageSize
    }
  }
`);
export const CreateCountryMutation = graphql(`
  mutation CreateCountry($data: CountryInput!) { createCountry(data: $data) { id name code provincesCount } }
`);
export const UpdateCountryMutation = graphql(`
  mutation UpdateCountry($id: ID!, $data: CountryInput!) { updateCountry(id: $id, data: $data) { id name code provincesCount } }
`);
export const DeleteCountryMutation = graphql(`
  mutation DeleteCountry($id: ID!) { deleteCountry(id: $id) }
`);

export const PendingCatalogueEntriesQuery = graphql(`
  query PendingCatalogueEntries($catalogue: GrowingCatalogue!, $page: Int, $pageSize: Int, $search: String, $sort: String, $direction: SortDirection) {
    pendingCatalogueEntries(catalogue: $catalogue, page: $page, pageSize: $pageSize, search: $search, sort: $sort, direction: $direction) {
      items { id name createdAt authorName usageCount }
      total
      totalCapped
      page
      pageSize
    }
  }
`);
export const AcceptCatalogueEntryMutation = graphql(`
  mutation AcceptCatalogueEntry($catalogue: GrowingCatalogue!, $id: ID!) { acceptCatalogueEntry(catalogue: $catalogue, id: $id) { id name } }
`);
export const MergeCatalogueEntryMutation = graphql(`
  mutation MergeCatalogueEntry($catalogue: GrowingCatalogue!, $id: ID!, $intoId: ID!) { mergeCatalogueEntry(catalogue: $catalogue, id: $id, intoId: $intoId) { id name } }
`);
export const AcceptedCareersQuery = graphql(`
  query AcceptedCareers($search: String) { careers(search: $search, acceptedOnly: true) { id name } }
`);
export const AcceptedAcademicTitlesQuery = graphql(`
  query AcceptedAcademicTitles($search: String) { academicTitles(search: $search, acceptedOnly: true) { id name } }
`);
