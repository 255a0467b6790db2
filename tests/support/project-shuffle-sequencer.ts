/**
 * The order of the unit test files. Unshuffled, as Vitest's own: each project's files together.
 * Shuffled (`--sequence.shuffle`), each project's files are shuffled by the seed but stay together:
 * a worker that shares its modules (`isolate: false`) serves one project, and Vitest's shuffle of all
 * files at once mixed the projects, so a new worker started, importing everything again, at each
 * change of project (the whole suite took about a third more CPU time).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Vitest's own seeded random numbers and shuffle, so a seed gives the same order on every machine. */
function random(seed: number): number {
  const x = Math.sin(seed) * 10_000;
  return x - Math.floor(x);
}

export function shuffled<T>(items: T[], seed: number): T[] {
  const result = [...items];
  for (let length = result.length, next = seed; length > 0; next += 1) {
    const index = Math.floor(random(next) * length);
    length -= 1;
    [result[length], result[index]] = [result[index] as T, result[length] as T];
  }
  return result;
}

const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export class ProjectShuffleSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const { shuffle, seed } = this.ctx.config.sequence;
    if (!shuffle) return super.sort(files);
    const projects = [...new Set(files.map((file) => file.project.name))].sort(byName);
    return projects.flatMap((project) =>
      shuffled(
        // Sorted first: the order files are found in may change between runs, only the seed may.
        files.filter((file) => file.project.name === project).sort((a, b) => byName(a.moduleId, b.moduleId)),
        seed,
      ),
    );
  }
}
