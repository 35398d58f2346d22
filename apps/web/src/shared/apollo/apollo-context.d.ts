import '@apollo/client';

declare module '@apollo/client' {
  interface DefaultContext {
    /** Token the auth link put in the Authorization header (null: none). */
    sentToken?: string | null;
    /** Set once an operation has been retried after a token refresh. */
    retriedAfterRefresh?: boolean;
    /** Answered from the refusal of its retry after the last refresh, without a request. */
    refusedAfterRefresh?: boolean;
  }
}
