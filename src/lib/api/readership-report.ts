/** The desk's readership figures, through the desk's own read path (an editor's token, zod-checked). */
import { readershipReportSchema, type ReadershipPeriod, type ReadershipReport } from '../../../contract/readership.ts';
import { read, type DeskResult } from './desk.ts';
import { API_PATHS } from './urls.ts';

export function fetchReadership(days: ReadershipPeriod, token: string): Promise<DeskResult<ReadershipReport>> {
  return read(readershipReportSchema, API_PATHS.adminReadership(days), token);
}
