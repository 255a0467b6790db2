/** Serialized read answers, dropped whenever the content changes (here or in another instance). */
export interface AnswerCache {
  get<T>(key: string, compute: () => Promise<T>): Promise<T>;
  clear(): void;
}

export function answerCache(): AnswerCache {
  const answers = new Map<string, unknown>();
  let generation = 0;
  return {
    clear: () => {
      generation += 1;
      answers.clear();
    },
    async get(key, compute) {
      if (answers.has(key)) return answers.get(key) as never;
      const before = generation;
      const value = await compute();
      // A change while the read was under way may have come after it: that answer is not kept.
      // Misses are not kept either, so unknown ids cannot grow the cache.
      if (value !== undefined && before === generation) answers.set(key, value);
      return value;
    },
  };
}
