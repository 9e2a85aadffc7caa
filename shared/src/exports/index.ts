/** Exports as CSV and XLSX: the menu pages put beside what they export (loaded with those pages, Mantine's Menu with it). */
export { ExportMenu, type ExportMenuProps } from './export-menu';
export { downloadExport, type ExportTarget, type ExportDone } from './export-request';
