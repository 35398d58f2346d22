import { graphql } from '../../gql/gql';

export const ProfileFields = graphql(`
  fragment ProfileFields on MyProfile {
      account { id email firstName lastName document pendingEmail }
      personal {
        id dateBirth gender location address postalCode principalContactNumber secondaryContactNumber
        country { id name provincesCount } province { id name } provinceName
      }
      professional {
        id email location address postalCode principalContactNumber secondaryContactNumber
        country { id name provincesCount } province { id name } provinceName
      }
      academic {
        id otherComplementaryStudies
        firstInstitution { id name } secondaryInstitution { id name }
        universityCareer { id name } universityInstitution { id name } universityTitle { id name }
        masterCareer { id name } masterInstitution { id name } masterTitle { id name }
        doctorateCareer { id name } doctorateInstitution { id name } doctorateTitle { id name }
      }
  }
`);

export const MyProfileQuery = graphql(`
  query MyProfile { myProfile { ...ProfileFields } }
`);

/** Another person's profile, for the user's detail (SYSADMIN and ADMIN). */
export const UserProfileQuery = graphql(`
  query UserProfile($userId: ID!) { userProfile(userId: $userId) { ...ProfileFields } }
`);

export const UpdateMeAccountMutation = graphql(`
  mutation UpdateMeAccount($data: AccountInput!) { updateMeAccount(data: $data) { id email firstName lastName document pendingEmail } }
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

export const UpdateUserPersonalInfoMutation = graphql(`
  mutation UpdateUserPersonalInfo($userId: ID!, $data: PersonalInfoInput!) { updateUserPersonalInfo(userId: $userId, data: $data) { id } }
`);
export const UpdateUserProfessionalInfoMutation = graphql(`
  mutation UpdateUserProfessionalInfo($userId: ID!, $data: ProfessionalInfoInput!) { updateUserProfessionalInfo(userId: $userId, data: $data) { id } }
`);
export const UpdateUserAcademicInfoMutation = graphql(`
  mutation UpdateUserAcademicInfo($userId: ID!, $data: AcademicInfoInput!) { updateUserAcademicInfo(userId: $userId, data: $data) { id } }
`);

export const ProvincesQuery = graphql(`
  query Provinces($countryId: ID!) { provinces(countryId: $countryId) { id name } }
`);
export const CountryOptionsQuery = graphql(`
  query CountryOptions($search: String) { countries(search: $search, pageSize: 20) { items { id name provincesCount } } }
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

export const UpdatePasswordMutation = graphql(`
  mutation UpdatePassword($oldPassword: String!, $newPassword: String!) {
    updatePassword(oldPassword: $oldPassword, newPassword: $newPassword)
  }
`);

export const ConfirmEmailChangeMutation = graphql(`
  mutation ConfirmEmailChange($token: String!) { confirmEmailChange(token: $token) { email } }
`);
