/**
 * Each library entry's readership figures of the last 30 days, by its live page's path; undefined
 * until they arrive, or when they cannot be had (the library works without them).
 */
import { useEffect, useState } from 'react';
import type { PageFigures } from '../../../contract/readership.ts';
import { fetchReadership } from '../../lib/api/readership-report.ts';
import { withEditorToken } from '../../stores/desk.ts';

export function useEntryFigures(): ReadonlyMap<string, PageFigures> | undefined {
  const [figures, setFigures] = useState<ReadonlyMap<string, PageFigures>>();
  useEffect(() => {
    let current = true;
    void withEditorToken((token) => fetchReadership(30, token)).then((answer) => {
      if (current && answer.ok) setFigures(new Map(answer.value.pages.map((page) => [page.path, page])));
    });
    return () => {
      current = false;
    };
  }, []);
  return figures;
}
