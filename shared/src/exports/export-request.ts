import { downloadFile, type DownloadedFile } from '../api/download';
import { EXPORT_TRUNCATED_HEADER, exportEndpoints, type ExportFormat, type ExportMemberQuery, type ExportSearchQuery } from '../contracts/exports';

/** What an export menu downloads: a dog's pedigree, a search's dogs, a member's dogs. */
export type ExportTarget =
  | { kind: 'pedigree'; id: number; generations: number }
  | { kind: 'search'; query: Omit<ExportSearchQuery, 'format'> }
  | { kind: 'member'; id: number; role?: ExportMemberQuery['role'] };

/** The file saved, and how many rows it holds when the API wrote only the first ones (null: every dog found). */
export interface ExportDone {
  file: DownloadedFile;
  truncated: number | null;
}

/** Downloads the target's file in `format` through its route and saves it under the server's name. */
export async function downloadExport(target: ExportTarget, format: ExportFormat): Promise<ExportDone> {
  let file: DownloadedFile;
  if (target.kind === 'pedigree') {
    file = await downloadFile(exportEndpoints.exportPedigree, { params: { id: target.id }, query: { generations: target.generations, format } });
  } else if (target.kind === 'search') {
    file = await downloadFile(exportEndpoints.exportSearch, { query: { ...target.query, format } });
  } else {
    file = await downloadFile(exportEndpoints.exportMember, { params: { id: target.id }, query: { role: target.role, format } });
  }
  const truncated = Number(file.headers.get(EXPORT_TRUNCATED_HEADER));
  return { file, truncated: Number.isInteger(truncated) && truncated > 0 ? truncated : null };
}
