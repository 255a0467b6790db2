import type { Sql } from 'postgres';

/** Runs `work` in a transaction that holds `lock` (two numbers) until it ends. */
export function locked<T>(sql: Sql, lock: [number, string], work: (tx: Sql) => Promise<T>): Promise<T> {
  return sql.begin(async (tx) => {
    const txSql = tx as unknown as Sql;
    await txSql`SELECT pg_advisory_xact_lock(${lock[0]}, hashtext(${lock[1]}))`;
    return work(txSql);
  }) as Promise<T>;
}
