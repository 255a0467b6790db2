/**
 * "New issue from a PDF": the editor drops or chooses the print PDF, watches it upload, then follows
 * the import page by page (a bar, "Page 37 of 120", the time left, pages that failed). The import
 * runs on the API, so the editor may leave and come back: the screen's address names the job.
 */
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { IMPORT_UPLOAD_MESSAGES, PDF_IMPORT_LIMITS, type WireImportJob } from '../../../contract/issue-import.ts';
import { deleteDeskRecord } from '../../lib/api/desk.ts';
import { fetchImportJob, fetchImportJobs, uploadIssuePdf } from '../../lib/api/issue-imports.ts';
import { deskHash, type DeskRoute } from '../../lib/desk/desk-route.ts';
import { failedPagesLine, NEW_ISSUE_FROM_PDF, progressLine, savedPagesLine } from '../../lib/desk/import-progress.ts';
import { withEditorToken } from '../../stores/desk.ts';
import { ConfirmButton } from './ConfirmButton.tsx';

export const IMPORT_TEXT = {
  intro: `Drop the print PDF here, or choose it: up to ${PDF_IMPORT_LIMITS.bytes / 1024 / 1024} MB and ${PDF_IMPORT_LIMITS.pages} pages. Each page becomes a page of a draft issue, with its words, links and contents, for you to check before it is published.`,
  choose: 'Choose a PDF',
  uploading: (name: string, share: number) => `Uploading ${name}: ${Math.round(share * 100)}%`,
  duplicate: 'This PDF was imported before: this is that import.',
  done: 'The issue is ready as a draft.',
  open: 'Check and publish the issue',
  discard: 'Delete the draft',
  discardQuestion: 'Delete the draft issue made from this damaged PDF? Its pages are removed from the library.',
  discarded: 'The draft issue was deleted.',
  another: 'Import another PDF',
  earlier: 'Earlier imports',
  back: '← Library',
} as const;

/** How often the screen asks for the job's state while it runs. */
const FOLLOW_EVERY_MS = 1000;

const isPdf = (file: File): boolean => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** What was saved from a damaged PDF, and the choice of keeping it (the draft) or deleting it. */
function SavedPages({ job }: { job: WireImportJob }) {
  const [answer, setAnswer] = useState<{ deleted: boolean; message?: string }>({ deleted: false });
  const issueId = job.issueId;
  if (issueId === undefined) return null;
  if (answer.deleted) return <p role="status">{IMPORT_TEXT.discarded}</p>;
  const discard = async () => {
    const deleted = await withEditorToken((token) => deleteDeskRecord('issue', String(issueId), token));
    setAnswer(deleted.ok ? { deleted: true } : { deleted: false, message: deleted.message });
  };
  return (
    <>
      <p role="alert">{job.message}</p>
      <p>{savedPagesLine(job)}</p>
      <div className="desk-import__choice">
        <a className="button" href={deskHash({ screen: 'edit', kind: 'issue', id: String(issueId) })}>
          {IMPORT_TEXT.open}
        </a>
        <ConfirmButton
          label={IMPORT_TEXT.discard}
          question={IMPORT_TEXT.discardQuestion}
          confirm={IMPORT_TEXT.discard}
          onConfirm={() => void discard()}
        />
      </div>
      {answer.message && <p role="alert">{answer.message}</p>}
    </>
  );
}

function JobView({ job, duplicate }: { job: WireImportJob; duplicate: boolean }) {
  const failed = failedPagesLine(job);
  return (
    <div className="desk-import__job" aria-live="polite">
      <h3>{job.title ?? job.fileName}</h3>
      {duplicate && <p>{IMPORT_TEXT.duplicate}</p>}
      {job.state === 'failed' ? (
        <p role="alert">{job.message}</p>
      ) : job.state === 'done' && job.failure === 'damagedPartly' ? (
        <SavedPages job={job} />
      ) : job.state === 'done' ? (
        <>
          <p role="status">{IMPORT_TEXT.done}</p>
          {job.issueId !== undefined && (
            <a className="button" href={deskHash({ screen: 'edit', kind: 'issue', id: String(job.issueId) })}>
              {IMPORT_TEXT.open}
            </a>
          )}
        </>
      ) : (
        <>
          <progress max={job.pageCount ?? 1} value={job.pageCount === undefined ? undefined : job.pagesDone} />
          <p role="status">{progressLine(job)}</p>
        </>
      )}
      {failed && <p className="desk-import__failed">{failed}</p>}
    </div>
  );
}

function useFollowedJob(id: number | undefined) {
  const [job, setJob] = useState<WireImportJob>();
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (id === undefined) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const look = async () => {
      const answer = await withEditorToken((token) => fetchImportJob(id, token));
      if (stopped) return;
      if (!answer.ok) {
        setError(answer.message);
        return;
      }
      setError(undefined);
      setJob(answer.value);
      if (answer.value.state === 'waiting' || answer.value.state === 'running')
        timer = setTimeout(look, FOLLOW_EVERY_MS);
    };
    void look();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [id]);
  return { job: job?.id === id ? job : undefined, error };
}

/** The latest imports, read again whenever `seen` (the followed job and its state) changes. */
function EarlierImports({ seen }: { seen: string }) {
  const [jobs, setJobs] = useState<WireImportJob[]>([]);
  useEffect(() => {
    let current = true;
    void withEditorToken(fetchImportJobs).then((answer) => {
      if (current && answer.ok) setJobs(answer.value);
    });
    return () => {
      current = false;
    };
  }, [seen]);
  if (jobs.length === 0) return null;
  return (
    <section aria-labelledby="desk-import-earlier">
      <h3 id="desk-import-earlier">{IMPORT_TEXT.earlier}</h3>
      <ul className="desk-import__list">
        {jobs.map((job) => (
          <li key={job.id}>
            <a href={deskHash({ screen: 'import', id: job.id })}>{job.title ?? job.fileName}</a> ({job.state})
          </li>
        ))}
      </ul>
    </section>
  );
}

export function IssueImport({ id, go }: { id?: number; go: (route: DeskRoute) => void }) {
  const [upload, setUpload] = useState<{ name: string; share: number }>();
  const [refusal, setRefusal] = useState<string>();
  const [duplicate, setDuplicate] = useState(false);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const mounted = useRef(true);
  const { job, error } = useFollowedJob(id);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function send(file: File | undefined) {
    setRefusal(undefined);
    if (!file) return setRefusal(IMPORT_UPLOAD_MESSAGES.noFile);
    if (!isPdf(file)) return setRefusal(IMPORT_UPLOAD_MESSAGES.notPdf);
    if (file.size > PDF_IMPORT_LIMITS.bytes) return setRefusal(IMPORT_UPLOAD_MESSAGES.tooLarge);
    setUpload({ name: file.name, share: 0 });
    const answer = await withEditorToken((token) =>
      uploadIssuePdf(file, token, (share) => setUpload({ name: file.name, share })),
    );
    // The editor may have left the screen while the file was sent; the import goes on all the same.
    if (!mounted.current) return;
    setUpload(undefined);
    if (input.current) input.current.value = '';
    if (!answer.ok) return setRefusal(answer.message);
    setDuplicate(answer.value.duplicate === true);
    go({ screen: 'import', id: answer.value.id });
  }

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0]);
  };

  return (
    <section className="desk-import" aria-labelledby="desk-import-heading">
      <p>
        <a href={deskHash({ screen: 'library' })}>{IMPORT_TEXT.back}</a>
      </p>
      <h2 id="desk-import-heading">{NEW_ISSUE_FROM_PDF}</h2>
      {job && <JobView job={job} duplicate={duplicate} />}
      {error && <p role="alert">{error}</p>}
      {upload ? (
        <div className="desk-import__upload">
          <progress max={1} value={upload.share} />
          <p role="status">{IMPORT_TEXT.uploading(upload.name, upload.share)}</p>
        </div>
      ) : (
        (!job || job.state === 'done' || job.state === 'failed') && (
          <div
            className={`desk-import__drop${dragging ? ' desk-import__drop--over' : ''}`}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={onDrop}
          >
            <p>{job ? IMPORT_TEXT.another : IMPORT_TEXT.intro}</p>
            <label className="button">
              {IMPORT_TEXT.choose}
              <input
                ref={input}
                className="visually-hidden"
                type="file"
                accept="application/pdf,.pdf"
                onChange={(event) => void send(event.target.files?.[0])}
              />
            </label>
          </div>
        )
      )}
      {refusal && <p role="alert">{refusal}</p>}
      <EarlierImports seen={`${id ?? ''}:${job?.state ?? ''}`} />
    </section>
  );
}

export default IssueImport;
