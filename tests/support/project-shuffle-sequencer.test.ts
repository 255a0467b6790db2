import type { TestSpecification, Vitest } from 'vitest/node';
import { describe, expect, it } from 'vitest';
import { ProjectShuffleSequencer } from './project-shuffle-sequencer.ts';

const files = ['node', 'dom', 'node', 'dom-scripts', 'node', 'dom', 'node', 'dom', 'node', 'node'].map(
  (project, index) => ({ project: { name: project }, moduleId: `/tests/file-${index}.test.ts` }),
) as unknown as TestSpecification[];

function sortedWith(seed: number): Promise<TestSpecification[]> {
  const ctx = { config: { sequence: { shuffle: true, seed } } } as unknown as Vitest;
  return new ProjectShuffleSequencer(ctx).sort(files);
}

const projectsInOrder = (order: TestSpecification[]) =>
  order.map((file) => file.project.name).filter((name, index, names) => name !== names[index - 1]);

describe('ProjectShuffleSequencer', () => {
  it("shuffles each project's files by the seed, keeping a project's files together", async () => {
    const order = await sortedWith(3);
    expect(projectsInOrder(order)).toEqual(['dom', 'dom-scripts', 'node']);
    expect(order.map((file) => file.moduleId).sort()).toEqual(files.map((file) => file.moduleId).sort());
    expect(await sortedWith(3)).toEqual(order);
    const nodeFiles = (seed: number) =>
      sortedWith(seed).then((sorted) =>
        sorted.filter((file) => file.project.name === 'node').map((file) => file.moduleId),
      );
    const orders = new Set(await Promise.all([1, 2, 3, 4, 6].map(async (seed) => (await nodeFiles(seed)).join())));
    expect(orders.size).toBeGreaterThan(1);
  });
});
