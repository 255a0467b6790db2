/**
 * The desk's Readership screen (`#/readership`): readers and page views of today, 7 and 30 days, a
 * chart by day with its table, the stories read most with how far and how long, the issues and the
 * pages their readers stop at, referrers, searches that found nothing and newsletter sign-ups by
 * page. Loaded when an editor opens it, with its chart library.
 */
import { useEffect, useState } from 'react';
import { READERSHIP_PERIODS, type ReadershipPeriod, type ReadershipReport } from '../../../contract/readership.ts';
import { fetchLibrary } from '../../lib/api/desk.ts';
import { fetchReadership } from '../../lib/api/readership-report.ts';
import { deskHash } from '../../lib/desk/desk-route.ts';
import { countText, durationText, READERSHIP_TEXT } from '../../lib/desk/readership-text.ts';
import { withEditorToken } from '../../stores/desk.ts';
import { FiguresTable } from './FiguresTable.tsx';
import { entriesByPath, PageName, type EntriesByPath } from './PageName.tsx';
import { ReadershipChart } from './ReadershipChart.tsx';
import './readership.css';

type Load =
  | { status: 'loading' }
  | { status: 'loaded'; report: ReadershipReport; entries: EntriesByPath }
  | { status: 'failed'; message: string };

function Figures({ report, entries }: { report: ReadershipReport; entries: EntriesByPath }) {
  const pageLink = (path: string) => <PageName path={path} entries={entries} />;
  const stories = report.pages.filter((page) => /^\/(blogs|vlogs)\//.test(page.path));
  return (
    <>
      <dl className="readership__totals">
        {report.totals.map((total) => (
          <div key={total.days}>
            <dt>{READERSHIP_TEXT.periods[total.days as ReadershipPeriod]}</dt>
            <dd>
              {countText(total.readers)} readers, {countText(total.views)} page views
            </dd>
          </div>
        ))}
      </dl>
      <p className="readership__note">{READERSHIP_TEXT.readersNote}</p>
      <ReadershipChart daily={report.daily} />
      <FiguresTable
        id="readership-stories"
        title="Top stories"
        columns={['Story', 'Views', 'Readers', 'Read-through', 'Read to the end', 'Engaged time']}
        rows={stories}
        rowKey={(page) => page.path}
        cells={(page) => [
          pageLink(page.path),
          countText(page.views),
          countText(page.readers),
          `${page.readPercent}%`,
          `${page.readToEndPercent}%`,
          durationText(page.engagedS),
        ]}
      />
      <FiguresTable
        id="readership-issues"
        title="Top issues and the pages readers stop at"
        columns={['Issue', 'Views', 'Pages readers stop at']}
        rows={report.issues}
        rowKey={(issue) => issue.path}
        cells={(issue) => [
          pageLink(issue.path),
          countText(issue.views),
          issue.stops
            .slice(0, 5)
            .map((stop) => `page ${stop.page} (${countText(stop.views)})`)
            .join(', ') || '–',
        ]}
      />
      <FiguresTable
        id="readership-referrers"
        title="Referrers"
        columns={['Site', 'Views']}
        rows={report.referrers}
        rowKey={(referrer) => referrer.host}
        cells={(referrer) => [referrer.host, countText(referrer.views)]}
      />
      <FiguresTable
        id="readership-searches"
        title="Searches with no results"
        columns={['Words searched for', 'Searches']}
        rows={report.searchesWithoutResults}
        rowKey={(search) => search.term}
        cells={(search) => [search.term, countText(search.searches)]}
      />
      <FiguresTable
        id="readership-sign-ups"
        title="Newsletter sign-ups by page"
        columns={['Page', 'Sign-ups']}
        rows={report.signUps}
        rowKey={(signUp) => signUp.path}
        cells={(signUp) => [pageLink(signUp.path), countText(signUp.signUps)]}
      />
    </>
  );
}

export default function Readership() {
  const [period, setPeriod] = useState<ReadershipPeriod>(7);
  const [load, setLoad] = useState<Load>({ status: 'loading' });

  useEffect(() => {
    let current = true;
    setLoad({ status: 'loading' });
    // Pages are named by the library's titles; without the library they are named by their paths.
    void Promise.all([withEditorToken((token) => fetchReadership(period, token)), withEditorToken(fetchLibrary)]).then(
      ([answer, library]) => {
        if (!current) return;
        const entries = entriesByPath(library.ok ? library.value : []);
        setLoad(
          answer.ok
            ? { status: 'loaded', report: answer.value, entries }
            : { status: 'failed', message: answer.message },
        );
      },
    );
    return () => {
      current = false;
    };
  }, [period]);

  return (
    <section className="readership" aria-labelledby="readership-heading">
      <div className="readership__head">
        <h2 id="readership-heading">{READERSHIP_TEXT.heading}</h2>
        <a href={deskHash({ screen: 'library' })}>{READERSHIP_TEXT.back}</a>
      </div>
      <div className="readership__periods" role="group" aria-label="Period">
        {READERSHIP_PERIODS.map((days) => (
          <button
            key={days}
            type="button"
            className="button button--ghost"
            aria-pressed={period === days}
            onClick={() => setPeriod(days)}
          >
            {READERSHIP_TEXT.periods[days]}
          </button>
        ))}
      </div>
      {load.status === 'loading' && <p role="status">{READERSHIP_TEXT.loading}</p>}
      {load.status === 'failed' && <p role="alert">{load.message}</p>}
      {load.status === 'loaded' && <Figures report={load.report} entries={load.entries} />}
    </section>
  );
}
