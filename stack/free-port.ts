/**
 * A stack's server must be the one answering on its port. A process left from an earlier run (a
 * stale API, say) would otherwise answer the readiness check in its place, and the stack would
 * run against that process's database.
 */
import { createServer } from 'node:net';

export function assertPortFree(host: string, port: number, what: string): Promise<void> {
  return new Promise((resolveFree, reject) => {
    const probe = createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => {
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `${what}: port ${port} on ${host} is already taken, perhaps by one left running from an earlier run; stop that process first`,
            )
          : error,
      );
    });
    probe.listen(port, host, () => probe.close(() => resolveFree()));
  });
}
