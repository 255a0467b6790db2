/**
 * The last line of defence of the API process. An error that no request handler or stream caught
 * (an 'error' event with no listener, a promise nobody awaited) would otherwise end the process,
 * and with it every reader's requests and the desk, until someone starts it again. Such an error
 * belongs to one request's work: it is written to stderr, for the fault to be found and fixed at
 * its cause, and the API goes on serving the others.
 */
export function keepServingThroughStrayErrors(log: (...parts: unknown[]) => void = console.error): void {
  process.on('uncaughtException', (error, origin) => {
    log(`An error no handler caught (${origin}); the API keeps serving:`, error);
  });
  process.on('unhandledRejection', (reason) => {
    log('A promise rejected with no handler; the API keeps serving:', reason);
  });
}
