/** The desk's Readership report, shaped from the storage's summed daily figures. */
import type { PageFigures, ReadershipPeriod, ReadershipReport } from '../../contract/readership.ts';
import type { ReadershipRows } from '../storage/readership-store.ts';
import { dayPlus } from './visitors.ts';

const percent = (part: number, whole: number): number => (whole > 0 ? Math.round((100 * part) / whole) : 0);

/** Every day from `from` to `to`, a day without views at 0, so the chart shows the gaps. */
function everyDay(from: string, to: string, known: ReadershipRows['daily']): ReadershipReport['daily'] {
  const byDay = new Map(known.map((entry) => [entry.day, entry]));
  const days: ReadershipReport['daily'] = [];
  for (let day = from; day <= to; day = dayPlus(day, 1)) days.push(byDay.get(day) ?? { day, views: 0, readers: 0 });
  return days;
}

function pageFigures(page: ReadershipRows['pages'][number]): PageFigures {
  return {
    path: page.path,
    views: page.views,
    readers: page.readers,
    readPercent: page.views > 0 ? Math.round(page.readSum / page.views) : 0,
    readToEndPercent: percent(page.readToEnd, page.views),
    engagedS: page.views > 0 ? Math.round(page.engagedMs / page.views / 1000) : 0,
    signUps: page.signUps,
  };
}

/**
 * `month` holds the last 30 days' daily totals; `rows` the period's lists. Readers of several days
 * are the sum of each day's: the salt changes daily, so no one (the magazine included) can tell a
 * reader of Monday from the same reader on Tuesday.
 */
export function readershipReport(
  period: ReadershipPeriod,
  today: string,
  month: ReadershipRows['daily'],
  rows: ReadershipRows,
): ReadershipReport {
  const totals = ([1, 7, 30] as const).map((days) => {
    const from = dayPlus(today, 1 - days);
    const inSpan = month.filter((entry) => entry.day >= from);
    return {
      days,
      views: inSpan.reduce((sum, entry) => sum + entry.views, 0),
      readers: inSpan.reduce((sum, entry) => sum + entry.readers, 0),
    };
  });
  const pages = rows.pages.map(pageFigures);
  const issuePaths = [...new Set(rows.stops.map((stop) => stop.path))];
  const issues = pages
    .filter((page) => page.path.startsWith('/magazines/'))
    .map((page) => ({
      path: page.path,
      views: page.views,
      stops: rows.stops
        .filter((stop) => stop.path === page.path)
        .map(({ page: stopPage, views }) => ({ page: stopPage, views })),
    }));
  for (const path of issuePaths) {
    if (!issues.some((issue) => issue.path === path)) {
      issues.push({ path, views: 0, stops: rows.stops.filter((stop) => stop.path === path) });
    }
  }
  return {
    period,
    totals,
    daily: everyDay(dayPlus(today, 1 - period), today, month),
    pages,
    issues,
    referrers: rows.referrers,
    searchesWithoutResults: rows.searchesWithoutResults,
    signUps: pages.filter((page) => page.signUps > 0).map(({ path, signUps }) => ({ path, signUps })),
  };
}
