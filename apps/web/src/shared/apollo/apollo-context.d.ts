import '@apollo/client';

declare module '@apollo/client' {
  interface DefaultContext {
    /** Token the auth link put in the Authorization header (null: none). */
    sentToken?: string | null;
    /** Set once an operation has been retried after a token refresh. */
    retriedAfterRefresh?: boolean;
  }
}
