// Who reads the reports of the board and treasury (spec section 2 "Reports", section 6): ADMIN and
// TESORERIA, and nobody else (the role matrix pins each report's fields and exports).

/** The scopes of every report field and export: `t.withAuth(reportReaders)`. */
export const reportReaders = { role: 'ADMIN', $any: { role: 'TESORERIA' } } as const;
