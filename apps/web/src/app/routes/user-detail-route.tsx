import { UserProfileSections } from '../../features/profile/user-profile-sections';
import { UserDetailPage } from '../../features/users/user-detail-page';

/**
 * The user detail composed by the shell: the users feature shows the person, and the profile
 * feature lends its sections for an administrator's corrections (features never import each other).
 */
export function UserDetailRoute() {
  return <UserDetailPage profileSections={(userId) => <UserProfileSections userId={userId} />} />;
}
