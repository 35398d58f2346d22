/**
 * platform/pdf: every PDF the portal writes (receipts today; the programme, certificates and
 * reports next). `createPdf` gives an A4 document in Noto Sans with the association's letterhead
 * and "Página x de y"; `table` draws tables that break across pages with their header repeated;
 * `qr` draws a QR code as vectors; dates and money print as everywhere else in the portal.
 */
export { createPdf, type Pdf, type PdfOptions } from './document';
export { FONT, fontFiles } from './fonts';
export { letterheadOf, type Letterhead } from './letterhead';
export { qr, type QrOptions } from './qr';
export { table, type TableColumn, type TableOptions } from './table';
export { formatCents as formatMoney } from '@portal/domain/money';
export { formatDate, formatDateTime, formatLongDate } from '@portal/domain/dates';
