/**
 * The indexer's processes (writer-process.ts), one per index so nothing one read stays for the
 * next. Started ahead (`prewarm`), the next publish's indexer loads its modules and starts
 * Pagefind while the service waits for a write: at 10,000 articles that was 0.6 s of the 1.5 s a
 * publish's index took (decisions/0031). A whole build's index, started beside Astro, is started
 * for it with its arguments.
 */
import type { ChildProcess } from 'node:child_process';
import { startNode } from '../child-processes.ts';
import { indexRequestArguments, type IndexRequest, type IndexRequestMessage } from './index-request.ts';

const WRITER_PROCESS = 'publishing/search-index/writer-process.ts';

export interface IndexerProcessOptions {
  env: NodeJS.ProcessEnv;
  quiet?: boolean;
  /** Keeps the next indexer started ahead, for the requests that run beside a written site. */
  prewarm?: boolean;
}

export interface IndexerProcesses {
  /** An indexer working on `request`: the one started ahead when it fits, else a new one. */
  start(request: IndexRequest): ChildProcess;
}

const running = (child: ChildProcess | undefined): child is ChildProcess =>
  child !== undefined && child.exitCode === null && child.signalCode === null && child.connected;

export function indexerProcesses(options: IndexerProcessOptions): IndexerProcesses {
  const spawnIndexer = (args: string[], ipc: boolean): ChildProcess =>
    startNode(WRITER_PROCESS, args, {
      label: '[search]',
      quiet: options.quiet,
      ipc,
      // React's production build makes the search documents: its development build, which Node
      // loads without NODE_ENV, checks every element it renders and took a third longer.
      env: { ...options.env, NODE_ENV: 'production' },
    });
  let next = options.prewarm ? spawnIndexer(['--prewarm'], true) : undefined;
  const startNext = () => {
    if (options.prewarm && !running(next)) next = spawnIndexer(['--prewarm'], true);
  };

  return {
    start(request) {
      // Only an indexer with a channel can be sent its request, and told when the pages are written.
      if (!request.alongside || !running(next)) {
        const child = spawnIndexer(indexRequestArguments(request), request.alongside);
        if (request.alongside) child.once('exit', startNext);
        return child;
      }
      const warm = next;
      next = undefined;
      warm.send({ indexRequest: request } satisfies IndexRequestMessage);
      // Started once this one is done, so the two never load at once beside a publish.
      warm.once('exit', startNext);
      return warm;
    },
  };
}
