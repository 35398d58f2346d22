/** The files an export makes, as the "Exportar" menu and the audit name them. */
export const exportFormatLabels = {
  CSV: 'CSV',
  CSV_EXCEL: 'CSV para Excel',
  XLSX: 'Excel (XLSX)',
} as const;
export type ExportFormatName = keyof typeof exportFormatLabels;

/** The lists the portal exports, by the name the API records. */
export const exportListLabels: Record<string, string> = {
  users: 'Usuarios',
  accountState: 'Estado de cuenta',
};
