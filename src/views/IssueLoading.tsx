/** An issue's page while the issue is on its way: the reader's "Loading pages...". */
import { READER_MESSAGES } from '../lib/reader/messages.ts';
import './IssueLoading.css';

export function IssueLoading() {
  return (
    <p className="container issue-loading" role="status">
      {READER_MESSAGES.loading}
    </p>
  );
}
