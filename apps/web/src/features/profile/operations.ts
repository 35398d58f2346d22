import { graphql } from '../../gql/gql';

export const MyProfileQuery = graphql(`
  query MyProfile {
    myProfile {
      account { id email firstName lastName document }
      personal {
        id dateBirth gender location address postalCode principalContactNumber secondaryContactNumber
        country { id name } province { id name }
      }
      professional {
        id email location address postalCode principalContactNumber secondaryContactNumber
        country { id name } province { id name }
      }
      academic {
        id otherComplementaryStudies
        firstInstitution { id name } secondaryInstitution { id name }
        universityCareer { id name } universityInstitution { id name } universityTitle { id name }
        masterCareer { id name } masterInstitution { id name } masterTitle { id name }
        doctorateCareer { id name } doctorateInstitution { id name } doctorateTitle { id name }
      }
    }
  }
`);

export const UpdateMeAccountMutation = graphql(`
  mutation UpdateMeAccount($data: AccountInput!) { updateMeAccount(data: $data) { id email firstName lastName document } }
`);
export const UpdateMePersonalInfoMutation = graphql(`
  mutation UpdateMePersonalInfo($data: PersonalInfoInput!) { updateMePersonalInfo(data: $data) { id } }
`);
export const UpdateMeProffesionalInfoMutation = graphql(`
  mutation UpdateMeProffesionalInfo($data: ProfessionalInfoInput!) { updateMeProffesionalInfo(data: $data) { id } }
`);
export const UpdateMeAcademicInfoMutation = graphql(`
  mutation UpdateMeAcademicInfo($data: AcademicInfoInput!) { updateMeAcademicInfo(data: $data) { id } }
`);

export const ProvincesQuery = graphql(`
  query Provinces($countryId: ID!) { provinces(countryId: $countryId) { id name } }
`);
export const CountryOptionsQuery = graphql(`
  query CountryOptions($search: String) { countries(search: $search, pageSize: 20) { items { id name } } }
`);
export const InstitutionOptionsQuery = graphql(`
  query InstitutionOptions($search: String) { institutions(search: $search, pageSize: 20) { items { id name } } }
`);
export const UniversityOptionsQuery = graphql(`
  query UniversityOptions($search: String) { universities(search: $search, pageSize: 20) { items { id name } } }
`);
export const CareerOptionsQuery = graphql(`
  query CareerOptions($search: String) { careers(search: $search) { id name } }
`);
export const AcademicTitleOptionsQuery = graphql(`
  query AcademicTitleOptions($search: String) { academicTitles(search: $search) { id name } }
`);
