import { describe, expect, it } from 'vitest';
import { allJudgedMet, buildGoalVerdicts, verdictLine, type BuildFigures } from './build-goal-verdicts.ts';

const within: Omit<BuildFigures, 'articles'> = {
  freshSeconds: 30,
  freshPeakMb: 1500,
  overYardstick: 0.8,
  rebuildSpeedUp: 2.5,
};

const verdictsOf = (figures: BuildFigures) =>
  Object.fromEntries(buildGoalVerdicts(figures).map(({ goal, verdict }) => [goal, verdict]));

describe('the build goals', () => {
  it('judges the time and the 2 GB goal at 10,000 articles, not the 4 GB one', () => {
    expect(verdictsOf({ articles: 10_000, ...within })).toEqual({
      'fresh build of 10,000 articles ≤ 45 s': 'met',
      "fresh build's peak memory at 10,000 articles ≤ 2,048 MB": 'met',
      "fresh build's peak memory at 50,000 articles ≤ 4,096 MB": 'not judged',
      'fresh build faster than astro build + the pagefind CLI over its output': 'met',
      'unchanged rebuild ≥ 2× faster than the fresh build': 'met',
    });
  });

  it('judges the 4 GB goal at 50,000 articles', () => {
    const verdicts = verdictsOf({ articles: 50_000, ...within, freshSeconds: 200, freshPeakMb: 4100 });
    expect(verdicts["fresh build's peak memory at 50,000 articles ≤ 4,096 MB"]).toBe('not met');
    expect(verdicts['fresh build of 10,000 articles ≤ 45 s']).toBe('not judged');
    expect(verdicts["fresh build's peak memory at 10,000 articles ≤ 2,048 MB"]).toBe('not judged');
  });

  it('misses the yardstick when as slow as it, and the rebuild when under twice as fast', () => {
    const verdicts = verdictsOf({ articles: 200, ...within, overYardstick: 1, rebuildSpeedUp: 1.9 });
    expect(verdicts['fresh build faster than astro build + the pagefind CLI over its output']).toBe('not met');
    expect(verdicts['unchanged rebuild ≥ 2× faster than the fresh build']).toBe('not met');
  });

  it('fails a run only for a goal it judged', () => {
    expect(allJudgedMet(buildGoalVerdicts({ articles: 200, ...within, freshSeconds: 90 }))).toBe(true);
    expect(allJudgedMet(buildGoalVerdicts({ articles: 10_000, ...within, freshSeconds: 46 }))).toBe(false);
  });

  it('names the size a goal not judged is for', () => {
    const [time] = buildGoalVerdicts({ articles: 200, ...within });
    expect(verdictLine(time!)).toBe('not judged fresh build of 10,000 articles ≤ 45 s (judged at --articles 10000)');
  });
});
