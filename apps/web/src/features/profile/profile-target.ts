/** Whose profile a section edits: the signed-in person's (no `userId`) or, for an administrator, someone else's. */
export type ProfileTarget = { userId?: string };

/** What to read again after saving: the own profile, or the person's profile and detail (with its audit entries). */
export const profileRefetch = (userId: string | undefined) => (userId ? ['UserProfile', 'User', 'UserAudit'] : ['MyProfile']);
