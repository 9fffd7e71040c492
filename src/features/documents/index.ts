/** Receipts, invoices and credit notes (issue 15): the printable sheet and the dashboards' links. */
export { DocumentSheet } from './components/DocumentSheet';
export { DocumentLinks } from './components/DocumentLinks';
export { DocumentsView } from './components/DocumentsView';
export { useMyDocuments } from './useMyDocuments';
export { documentsTitle, kindTitle } from './format';
