/**
 * The Newsletter screen's subscribers: counts by state, a search by address and state, a CSV
 * export, and the removal of an address on its owner's request.
 */
import { useEffect, useState, type SubmitEvent } from 'react';
import { READER_STATES, type ReaderCounts, type ReaderRow, type ReaderState } from '../../../contract/newsletter.ts';
import { exportReaders, fetchReaders, forgetReader } from '../../lib/api/newsletter-desk.ts';
import { NEWSLETTER_DESK_TEXT as TEXT } from '../../lib/desk/newsletter-text.ts';
import { withEditorToken } from '../../stores/desk.ts';

export function NewsletterReaders({ onCounts }: { onCounts: (counts: ReaderCounts) => void }) {
  const [state, setState] = useState<ReaderState | undefined>();
  const [query, setQuery] = useState('');
  const [counts, setCounts] = useState<ReaderCounts>();
  const [readers, setReaders] = useState<ReaderRow[]>([]);
  const [message, setMessage] = useState<string>();
  const [reload, setReload] = useState(0);

  useEffect(() => {
    let current = true;
    void withEditorToken((token) => fetchReaders({ state, q: query }, token)).then((answer) => {
      if (!current) return;
      if (!answer.ok) return setMessage(answer.message);
      setCounts(answer.value.counts);
      onCounts(answer.value.counts);
      setReaders(answer.value.readers);
    });
    return () => {
      current = false;
    };
  }, [state, query, reload, onCounts]);

  const download = async () => {
    const answer = await withEditorToken((token) => exportReaders({ state, q: query }, token));
    if (!answer.ok) return setMessage(answer.message);
    const link = document.createElement('a');
    link.href = URL.createObjectURL(answer.value);
    link.download = 'subscribers.csv';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  const forget = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    const answer = await withEditorToken((token) => forgetReader(email, token));
    if (!answer.ok) return setMessage(answer.message);
    setMessage(answer.value.removed ? TEXT.forgotten : TEXT.notFound);
    form.reset();
    setReload((n) => n + 1);
  };

  return (
    <section className="newsletter-desk__readers" aria-labelledby="newsletter-readers">
      <h3 id="newsletter-readers">{TEXT.readers}</h3>
      {counts && (
        <dl className="newsletter-desk__counts">
          {READER_STATES.map((name) => (
            <div key={name}>
              <dt>{TEXT.states[name]}</dt>
              <dd>{counts[name]}</dd>
            </div>
          ))}
        </dl>
      )}
      <div role="search">
        <label>
          {TEXT.search}
          <input type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
        </label>
        <label>
          State
          <select
            value={state ?? ''}
            onChange={(event) => setState((event.target.value || undefined) as ReaderState | undefined)}
          >
            <option value="">{TEXT.allStates}</option>
            {READER_STATES.map((name) => (
              <option key={name} value={name}>
                {TEXT.states[name]}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button button--ghost" onClick={() => void download()}>
          {TEXT.export}
        </button>
      </div>
      <table>
        <thead>
          <tr>
            <th scope="col">Address</th>
            <th scope="col">State</th>
            <th scope="col">Signed up</th>
          </tr>
        </thead>
        <tbody>
          {readers.map((reader) => (
            <tr key={reader.email}>
              <td>{reader.email}</td>
              <td>{TEXT.states[reader.state]}</td>
              <td>{new Date(reader.signedUpAt).toLocaleDateString()}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <form onSubmit={(event) => void forget(event)}>
        <label>
          {TEXT.forget}
          <input name="email" type="email" required />
        </label>
        <button type="submit" className="button button--ghost">
          {TEXT.forgetButton}
        </button>
      </form>
      {message && <p role="status">{message}</p>}
    </section>
  );
}
