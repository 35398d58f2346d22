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
  onlinePayments: 'Pagos en línea',
  manualPayments: 'Pagos manuales',
  credits: 'Créditos',
  bankLines: 'Líneas de un extracto bancario',
  conferenceProposals: 'Propuestas de una edición',
  conferenceInscriptions: 'Inscripciones de una edición',
  awardApplications: 'Postulaciones a un premio',
  evaluatedProposals: 'Evaluadas',
  areaPanels: 'Paneles con sus ponencias',
  accountsReport: 'Estados de cuenta (reporte)',
};

/** A column a person may choose for a file: the key the API names it by, and its header. */
export type ExportColumnChoice = { key: string; label: string };
const person: ExportColumnChoice[] = [
  { key: 'lastName', label: 'Apellido' },
  { key: 'firstName', label: 'Nombre' },
  { key: 'email', label: 'Correo electrónico' },
  { key: 'document', label: 'Documento' },
];

/**
 * The columns of each export that offers a choice, in the file's order (the server's definitions
 * carry the same keys and headers: `treasury.export.test.ts` compares them).
 */
export const exportColumnChoices = {
  accountsReport: [
    ...person,
    { key: 'charged', label: 'Cargos' },
    { key: 'paid', label: 'Pagado' },
    { key: 'pending', label: 'Pendiente' },
    { key: 'credit', label: 'Crédito' },
    { key: 'upTo30', label: 'Adeudado hasta 30 días' },
    { key: 'from31To90', label: 'Adeudado de 31 a 90 días' },
    { key: 'over90', label: 'Adeudado más de 90 días' },
  ],
  onlinePayments: [
    { key: 'created', label: 'Fecha' },
    ...person,
    { key: 'amount', label: 'Importe' },
    { key: 'status', label: 'Estado' },
    { key: 'decided', label: 'Decidido' },
    { key: 'receipt', label: 'Recibo' },
    { key: 'charges', label: 'Cargos' },
    { key: 'providerPaymentId', label: 'N.º Mercado Pago' },
    { key: 'providerStatus', label: 'Estado en Mercado Pago' },
  ],
  manualPayments: [
    { key: 'created', label: 'Fecha' },
    ...person,
    { key: 'method', label: 'Medio' },
    { key: 'channel', label: 'Origen' },
    { key: 'informed', label: 'Día del pago' },
    { key: 'reported', label: 'Importe informado' },
    { key: 'amount', label: 'Importe' },
    { key: 'status', label: 'Estado' },
    { key: 'decided', label: 'Decidido' },
    { key: 'receipt', label: 'Recibo' },
    { key: 'charges', label: 'Cargos' },
  ],
  credits: [
    { key: 'created', label: 'Fecha' },
    ...person,
    { key: 'amount', label: 'Importe' },
    { key: 'status', label: 'Estado' },
    { key: 'refundOnly', label: 'Solo reintegro' },
    { key: 'charge', label: 'Cargo pagado dos veces' },
    { key: 'receipt', label: 'Recibo del pago' },
    { key: 'appliedCharge', label: 'Aplicado a' },
    { key: 'resolved', label: 'Resuelto' },
    { key: 'note', label: 'Nota' },
  ],
  bankLines: [
    { key: 'row', label: 'Fila' },
    { key: 'day', label: 'Día' },
    { key: 'amount', label: 'Importe' },
    { key: 'concept', label: 'Concepto' },
    { key: 'bankReference', label: 'Referencia del banco' },
    { key: 'state', label: 'Estado' },
    { key: 'person', label: 'Persona' },
    { key: 'personEmail', label: 'Correo de la persona' },
    { key: 'receipt', label: 'Recibo' },
  ],
  conferenceProposals: [
    { key: 'title', label: 'Título' },
    { key: 'authors', label: 'Autores' },
    { key: 'authorEmails', label: 'Correos de los autores' },
    { key: 'institutions', label: 'Instituciones' },
    { key: 'area', label: 'Área temática' },
    { key: 'status', label: 'Estado' },
    { key: 'file', label: 'Archivo' },
    { key: 'finalVersion', label: 'Versión final' },
    { key: 'panel', label: 'Panel' },
    { key: 'createdAt', label: 'Enviada' },
    { key: 'updatedAt', label: 'Modificada' },
  ],
  conferenceInscriptions: [
    ...person,
    { key: 'registrationDate', label: 'Inscripción' },
    { key: 'category', label: 'Categoría' },
    { key: 'fee', label: 'Cuota aplicada' },
    { key: 'feeNote', label: 'Motivo de la cuota' },
    { key: 'amount', label: 'Importe' },
    { key: 'chargeStatus', label: 'Pago' },
    { key: 'paidAt', label: 'Pagada el' },
  ],
  awardApplications: [
    { key: 'title', label: 'Título' },
    ...person,
    { key: 'createdAt', label: 'Postulada' },
    { key: 'file', label: 'Archivo' },
    { key: 'mean', label: 'Promedio' },
    { key: 'counted', label: 'Puntajes que cuentan' },
    { key: 'scores', label: 'Puntajes de los jueces' },
  ],
  evaluatedProposals: [
    { key: 'title', label: 'Título' },
    { key: 'authors', label: 'Autores' },
    { key: 'area', label: 'Área temática' },
    { key: 'keywords', label: 'Palabras clave' },
    { key: 'status', label: 'Estado' },
    { key: 'decision', label: 'Decisión' },
    { key: 'comment', label: 'Comentario' },
    { key: 'decidedBy', label: 'Decidió' },
    { key: 'decidedAt', label: 'Decidida el' },
  ],
  areaPanels: [
    { key: 'name', label: 'Panel' },
    { key: 'area', label: 'Área temática' },
    { key: 'status', label: 'Estado' },
    { key: 'chair', label: 'Coordina' },
    { key: 'commentator', label: 'Comenta' },
    { key: 'position', label: 'Orden' },
    { key: 'paper', label: 'Ponencia' },
    { key: 'authors', label: 'Autores' },
    { key: 'paperStatus', label: 'Estado de la ponencia' },
  ],
} satisfies Record<string, ExportColumnChoice[]>;
