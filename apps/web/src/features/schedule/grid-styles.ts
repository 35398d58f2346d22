// The schedule grid's look: the styles of its table and cells, and the legend that names them.

/** The grid's look, declared once on its container: the cells are plain elements with class names. */
export const gridStyles = {
  overflow: 'auto',
  maxHeight: { xs: 'none', sm: 'max(420px, calc(100vh - 240px))' },
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  bgcolor: 'background.paper',
  '& table': { borderCollapse: 'separate', borderSpacing: 0, width: '100%' },
  '& th, & td': { borderBottom: '1px solid', borderRight: '1px solid', borderColor: 'divider', p: 0.5, verticalAlign: 'top', textAlign: 'left' },
  // A cell's card fills its row (a table cell's height is a minimum: 1px lets `height: 100%` resolve inside it).
  '& td': { height: '1px' },
  '& thead th': { position: 'sticky', top: 0, zIndex: 2, bgcolor: '#eef2f7', fontSize: '0.875rem', minWidth: { xs: 0, sm: 190 }, p: 1 },
  '& thead th .room-meta': { display: 'block', fontWeight: 400, color: 'text.secondary', fontSize: '0.75rem' },
  '& tbody th': { position: 'sticky', left: 0, zIndex: 1, bgcolor: '#eef2f7', whiteSpace: 'nowrap', fontSize: '0.8125rem', fontWeight: 600, p: 1, width: 72 },
  '& thead th:first-of-type': { left: 0, zIndex: 3, width: 72, minWidth: 72 },
  '& td.none': { color: 'text.secondary', fontSize: '0.75rem', textAlign: 'center', verticalAlign: 'middle', bgcolor: '#f7f7f7' },
  // Brought into view below the sticky room names and beside the sticky times (keyboard dragging).
  '& .cell': { scrollMarginTop: 72, scrollMarginLeft: 88, position: 'relative', minHeight: 104, height: '100%', boxSizing: 'border-box', borderRadius: 1, p: 1, display: 'flex', flexDirection: 'column', gap: 0.25, fontSize: '0.8125rem', overflowWrap: 'anywhere', outline: 'none' },
  '& .cell:focus-visible': { outline: '3px solid #e65100', outlineOffset: -3 },
  '& .cell.free': { border: '1px dashed #8a8f98', color: '#424750' },
  '& .cell.held': { border: '1px solid #1a4f8b', bgcolor: '#e8f0fa', color: '#1b1f24' },
  '& .cell.over': { bgcolor: '#e3f4e4', border: '2px solid #1b5e20' },
  '& .cell.pending': { border: '2px dashed #1a4f8b', bgcolor: '#f3f7fc' },
  '& .cell.draft': { border: '2px dashed #6a1b9a', bgcolor: '#f6ecfb' },
  '& .cell.warned': { boxShadow: 'inset 6px 0 0 #f2c200' },
  '& .cell.highlight': { outline: '3px solid #8a4b00', outlineOffset: -3, bgcolor: '#fff4cc' },
  '& .cell.source': { outline: '3px solid #1a4f8b', outlineOffset: -3 },
  '& .card': { display: 'flex', flexDirection: 'column', gap: 0.25, flex: 1, cursor: 'grab', touchAction: 'manipulation' },
  '& .card.dragging': { opacity: 0.4 },
  '& .cell-kind': { fontSize: '0.75rem', color: '#424750', textTransform: 'uppercase', letterSpacing: 0.3 },
  '& .cell-title': { fontWeight: 600, lineHeight: 1.3 },
  '& .cell-meta': { fontSize: '0.75rem', color: '#424750' },
  '& .cell-state': { fontWeight: 600 },
  '& .cell-draft': { color: '#4a1370' },
  '& .cell-status': { fontSize: '0.75rem', fontWeight: 600, color: '#1a4f8b' },
  '& .cell-warning': { fontSize: '0.75rem', fontWeight: 600, color: '#5c3300', bgcolor: '#fff4cc', px: 0.5, borderRadius: 0.5, alignSelf: 'flex-start' },
  '& .cell-actions': { display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 'auto', pt: 0.5 },
  '& .cell button': { font: 'inherit', fontSize: '0.75rem', fontWeight: 600, lineHeight: 1.2, color: '#1a4f8b', bgcolor: '#fff', border: '1px solid #1a4f8b', borderRadius: 0.5, px: 1, py: 0.5, minHeight: 28, cursor: 'pointer' },
  '& .cell button:hover': { bgcolor: '#e8f0fa' },
  '& .cell button[aria-pressed="true"]': { bgcolor: '#1a4f8b', color: '#fff' },
  '& .cell button.cell-target': { mt: 'auto', bgcolor: '#1a4f8b', color: '#fff', alignSelf: 'stretch', minHeight: 32 },
  '& .cell .drag-handle': { position: 'absolute', top: 4, right: 4, display: 'inline-flex', alignItems: 'center', justifyContent: 'center', p: 0, minHeight: 0, width: 24, height: 28, color: '#424750', borderColor: '#8a8f98', cursor: 'grab' },
  '& .card .cell-title, & .card .cell-kind': { pr: 3 },
  // While a request is in flight (the container is aria-busy) nothing new starts: the cells' buttons
  // are hidden, which also takes them out of the tab order.
  '&[aria-busy="true"] .cell-actions, &[aria-busy="true"] .cell-target, &[aria-busy="true"] .drag-handle': { visibility: 'hidden' },
} as const;

export const legend = [
  { label: 'Libre', sx: { border: '1px dashed #8a8f98' } },
  { label: 'Ocupado', sx: { border: '1px solid #1a4f8b', bgcolor: '#e8f0fa' } },
  { label: 'Con advertencias', sx: { boxShadow: 'inset 6px 0 0 #f2c200', border: '1px solid #8a8f98' } },
  { label: 'Propuesta', sx: { border: '2px dashed #6a1b9a', bgcolor: '#f6ecfb' } },
];
