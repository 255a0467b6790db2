/**
 * The goals of `npm run bench:build` judged against one set of its figures. A goal made for one
 * size is judged only in a run of that size: a smaller run says nothing about it either way.
 */
import { BUILD_BENCH_GOALS } from './goals.ts';

export interface BuildFigures {
  articles: number;
  /** The fresh build, median seconds. */
  freshSeconds: number;
  /** The fresh build's peak memory, median MB. */
  freshPeakMb: number;
  /** The fresh build's time over the yardstick's (astro build + pagefind), median of the runs. */
  overYardstick: number;
  /** The fresh build's time over the unchanged rebuild's, median of the runs. */
  rebuildSpeedUp: number;
}

export type Verdict = 'met' | 'not met' | 'not judged';

export interface GoalVerdict {
  goal: string;
  verdict: Verdict;
  /** The size a goal not judged is for. */
  judgedAt?: number;
}

const thousands = (count: number) => count.toLocaleString('en-GB');

function atSize(goal: string, goalArticles: number, articles: number, met: () => boolean): GoalVerdict {
  if (articles !== goalArticles) return { goal, verdict: 'not judged', judgedAt: goalArticles };
  return { goal, verdict: met() ? 'met' : 'not met' };
}

export function buildGoalVerdicts(figures: BuildFigures, goals = BUILD_BENCH_GOALS): GoalVerdict[] {
  const { time, peakMemory } = goals;
  return [
    atSize(
      `fresh build of ${thousands(time.articles)} articles ≤ ${time.maxSeconds} s`,
      time.articles,
      figures.articles,
      () => figures.freshSeconds <= time.maxSeconds,
    ),
    ...peakMemory.map(({ articles, maxMb }) =>
      atSize(
        `fresh build's peak memory at ${thousands(articles)} articles ≤ ${thousands(maxMb)} MB`,
        articles,
        figures.articles,
        () => figures.freshPeakMb <= maxMb,
      ),
    ),
    {
      goal: 'fresh build faster than astro build + the pagefind CLI over its output',
      verdict: figures.overYardstick < goals.maxYardstickRatio ? 'met' : 'not met',
    },
    {
      goal: `unchanged rebuild ≥ ${goals.minRebuildSpeedUp}× faster than the fresh build`,
      verdict: figures.rebuildSpeedUp >= goals.minRebuildSpeedUp ? 'met' : 'not met',
    },
  ];
}

/** Whether the run passes: no goal it judged was missed. */
export function allJudgedMet(verdicts: readonly GoalVerdict[]): boolean {
  return verdicts.every(({ verdict }) => verdict !== 'not met');
}

/** One line of the printed summary. */
export function verdictLine({ goal, verdict, judgedAt }: GoalVerdict): string {
  const note = judgedAt === undefined ? '' : ` (judged at --articles ${judgedAt})`;
  return `${verdict.padEnd(10)} ${goal}${note}`;
}
