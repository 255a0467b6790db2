import { describe, expect, it } from 'vitest';
import {
  cpuSplitSince,
  parseStat,
  processName,
  treeCpuByName,
  treeCpuSeconds,
  treeCpuTicks,
  treeRssBytes,
  watchTreeMemory,
} from './process-tree.ts';

describe('treeRssBytes', () => {
  it('sums the root and all its descendants, leaving other processes out', () => {
    const table = [
      { pid: 10, ppid: 1, rssBytes: 100, cpuTicks: 7 },
      { pid: 11, ppid: 10, rssBytes: 20, cpuTicks: 2 },
      { pid: 12, ppid: 11, rssBytes: 3, cpuTicks: 1 },
      { pid: 20, ppid: 1, rssBytes: 5000, cpuTicks: 500 },
    ];
    expect(treeRssBytes(table, 10)).toBe(123);
    expect(treeRssBytes(table, 11)).toBe(23);
    expect(treeRssBytes(table, 99)).toBe(0);
    expect(treeCpuTicks(table, 10)).toBe(10);
    expect(treeCpuTicks(table, 20)).toBe(500);
  });
});

describe('parseStat', () => {
  it('reads pid, parent and resident pages, even when the command name has spaces and parentheses', () => {
    const stat = '4242 (node (astro) x) S 4100 4242 4100 0 -1 4194304 1 0 0 0 5 1 0 0 20 0 11 0 100 999 2500 0';
    expect(parseStat(stat, 4096)).toEqual({ pid: 4242, ppid: 4100, rssBytes: 2500 * 4096, cpuTicks: 6 });
  });

  it('answers undefined for a line that is not a stat line', () => {
    expect(parseStat('nothing here', 4096)).toBeUndefined();
  });
});

describe('treeCpuSeconds', () => {
  it('counts the CPU this process takes', () => {
    const before = treeCpuSeconds();
    // Busy until a twentieth of a second of CPU shows, however loaded the machine.
    const deadline = performance.now() + 60_000;
    while (treeCpuSeconds() - before < 0.05 && performance.now() < deadline) {
      for (let spin = 0; spin < 1e6; spin += 1) Math.sqrt(spin);
    }
    expect(treeCpuSeconds() - before).toBeGreaterThanOrEqual(0.05);
  });
});

describe('watchTreeMemory', () => {
  it('measures this process from /proc', () => {
    const peak = watchTreeMemory(process.pid).stop();
    expect(peak).toBeGreaterThan(10 * 1024 * 1024);
  });
});

describe('splits by process name', () => {
  it("names a process by its script's file, else by its program", () => {
    expect(
      processName('/usr/bin/node\0--heap-growing-percent=100\0/app/publishing/site-build/astro-worker.ts\0--prewarm\0'),
    ).toBe('astro-worker.ts');
    expect(processName('/opt/pagefind/pagefind_extended\0--service\0')).toBe('pagefind_extended');
    expect(processName('')).toBe('?');
  });

  it("keeps this process's peak under its own name, within the tree's", () => {
    const watch = watchTreeMemory(process.pid, 200, true);
    const peak = watch.stop();
    const peaks = [...watch.peaksByName().values()];
    expect(peaks.length).toBeGreaterThan(0);
    expect(Math.max(...peaks)).toBeGreaterThan(10 * 1024 * 1024);
    expect(Math.max(...peaks)).toBeLessThanOrEqual(peak);
  });

  it('answers the CPU each name took since a first reading, largest first', () => {
    const before = new Map([
      ['a.ts', 1],
      ['b.ts', 2],
    ]);
    const after = new Map([
      ['a.ts', 1.5],
      ['b.ts', 2],
      ['c.ts', 0.25],
    ]);
    expect(cpuSplitSince(before, after)).toEqual([
      { name: 'a.ts', seconds: 0.5 },
      { name: 'c.ts', seconds: 0.25 },
    ]);
    expect(treeCpuByName().size).toBeGreaterThan(0);
  });
});
