/**
 * `npm run bench:issue-import [-- --pages N --runs R --photos]`: a print PDF of N pages (120 by
 * default) made by pdfkit (headline, standfirst, two columns of body, links to other pages and the
 * web, an outline; with `--photos`, each page over a photograph of its own at print resolution),
 * uploaded to an API in a process of its own, R times (3 by default; each a different file, so none
 * is taken for an earlier import). For each run it prints the seconds from the upload to the draft
 * issue, the peak resident memory of the API and its import process together (sampled from /proc),
 * and the p50 and p99 of item reads (`GET /api/blogs/{id}`, one after another) made meanwhile; then
 * the medians, against the goals. Exits non-zero when a median misses its goal.
 */
import { printIssuePdf, type PrintedPage } from '../api/seed/issue-pdf.ts';
import { importJobSchema } from '../contract/issue-import.ts';
import { startApiProcess } from '../tests/support/api-process.ts';
import { ISSUE_IMPORT_GOALS } from './goals.ts';
import { printPhotograph } from './print-photographs.ts';
import { watchTreeMemory } from './process-tree.ts';

const TOKEN = 'bench-issue-import-editor-token-0123456789abcdef';
const argument = (name: string, fallback: number): number => {
  const at = process.argv.indexOf(name);
  return Math.max(1, Number(at >= 0 ? process.argv[at + 1] : fallback) || fallback);
};
const PAGES = argument('--pages', 120);
const PHOTOS = process.argv.includes('--photos');
const RUNS = argument('--runs', 3);
const auth = { Authorization: `Bearer ${TOKEN}` };

const SENTENCES = [
  'The estates climb the hills above Nuwara Eliya, row on row of clipped green.',
  'Pickers move along the terraces at first light, baskets on their backs.',
  'In the factory the leaf is withered, rolled and fired before noon.',
  'A planter’s bungalow keeps its fires lit against the evening chill.',
];

/** Each page's photograph, made once for all runs (each run's file differs by its title). */
const photographs: Buffer[] = [];
async function preparePhotographs(): Promise<void> {
  const started = performance.now();
  for (let number = 1; number <= PAGES; number += 1) {
    photographs.push(await printPhotograph(number));
    const left = ((performance.now() - started) / number) * (PAGES - number);
    process.stdout.write(`\rphotographs: ${number} of ${PAGES}, about ${Math.round(left / 1000)} s left   `);
  }
  process.stdout.write('\n');
}

function page(number: number): PrintedPage {
  const body = Array.from({ length: 6 }, (_, paragraph) =>
    Array.from({ length: 5 }, (_, at) => SENTENCES[(number + paragraph + at) % SENTENCES.length]).join(' '),
  );
  return {
    headline: `Story ${number}: the hill country`,
    standfirst: 'Where the mist sits on the estates and the tea is made by hand.',
    body,
    columns: 2,
    links: [
      { label: 'Back to the first page', to: 1 },
      { label: 'The estate online', to: `https://example.com/estates/${number}` },
    ],
    bookmark: `Story ${number}`,
    ...(PHOTOS ? { photo: photographs[number - 1] } : {}),
  };
}

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], share: number): number =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * share))] ?? 0;

/** Reads one item again and again until stopped; answers each read's milliseconds. */
function readItems(url: string): { stop: () => Promise<number[]> } {
  const times: number[] = [];
  let going = true;
  const loop = (async () => {
    while (going) {
      const started = performance.now();
      const response = await fetch(`${url}/blogs/bench-story`);
      await response.arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  return {
    stop: async () => {
      going = false;
      await loop;
      return times;
    },
  };
}

async function importOnce(url: string, pid: number, run: number) {
  const pdf = await printIssuePdf(
    Array.from({ length: PAGES }, (_, index) => page(index + 1)),
    {
      title: `Bench issue ${run} ${Date.now()}`,
    },
  );
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(pdf)], { type: 'application/pdf' }), `bench-${run}.pdf`);
  const memory = watchTreeMemory(pid, 100);
  const reads = readItems(url);
  const started = performance.now();
  const sent = await fetch(`${url}/admin/issue-imports`, { method: 'POST', headers: auth, body: form });
  const job = importJobSchema.parse(await sent.json());
  let state = job.state;
  let failedPages: number[] = [];
  while (state === 'waiting' || state === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = importJobSchema.parse(
      await (await fetch(`${url}/admin/issue-imports/${job.id}`, { headers: auth })).json(),
    );
    state = now.state;
    failedPages = now.failedPages;
  }
  const seconds = (performance.now() - started) / 1000;
  const peakMb = memory.stop() / 1024 / 1024;
  const times = await reads.stop();
  if (state !== 'done' || failedPages.length > 0)
    throw new Error(`Run ${run} ended ${state}, failed pages: ${failedPages.join(', ')}`);
  return {
    seconds,
    peakMb,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    reads: times.length,
    mb: pdf.length / 1e6,
  };
}

const api = await startApiProcess({ EDITOR_TOKEN: TOKEN });
try {
  const story = { id: 'bench-story', title: 'A story to read', category: 'travel', description: ['Words.'] };
  const created = await fetch(`${api.url}/admin/blogs`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify(story),
  });
  if (!created.ok) throw new Error(`Could not publish the story to read: ${created.status}`);
  if (PHOTOS) await preparePhotographs();
  const runs = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const figures = await importOnce(api.url, api.child.pid ?? 0, run);
    runs.push(figures);
    console.log(
      `run ${run}: ${PAGES} pages (${figures.mb.toFixed(2)} MB) in ${figures.seconds.toFixed(1)} s, peak ${Math.round(figures.peakMb)} MB, ` +
        `item reads p50 ${figures.p50.toFixed(1)} ms p99 ${figures.p99.toFixed(1)} ms (${figures.reads} reads)`,
    );
  }
  const seconds = median(runs.map((run) => run.seconds));
  const peakMb = median(runs.map((run) => run.peakMb));
  const p99 = median(runs.map((run) => run.p99));
  const goals = ISSUE_IMPORT_GOALS;
  const checks = [
    [
      `import of ${PAGES} pages${PHOTOS ? ' with photographs' : ''}`,
      `${seconds.toFixed(1)} s`,
      `${goals.seconds} s`,
      PAGES !== 120 || seconds <= goals.seconds,
    ],
    ['peak memory, API and import', `${Math.round(peakMb)} MB`, `${goals.peakMb} MB`, peakMb <= goals.peakMb],
    ['item reads p99 while importing', `${p99.toFixed(1)} ms`, `${goals.readP99Ms} ms`, p99 <= goals.readP99Ms],
  ] as const;
  console.log(`\nMedians of ${RUNS} (${new Date().toISOString().slice(0, 10)}):`);
  for (const [name, figure, goal, met] of checks)
    console.log(`  ${name}: ${figure} (goal ${goal}) ${met ? 'met' : 'MISSED'}`);
  process.exitCode = checks.every(([, , , met]) => met) ? 0 : 1;
} finally {
  await api.stop();
}
