/** A disabled account neither signs in nor keeps its sessions. */
export const canSignIn = (account: { enabled: boolean }) => account.enabled;
