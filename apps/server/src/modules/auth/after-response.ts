import type { FastifyBaseLogger } from 'fastify';

/**
 * Work that a request hands over so that its answer does not wait for it (nor take a time that
 * depends on it): run one job at a time, each starting after the answer of the request that
 * queued it has been written. Failures are logged. At most `limit` jobs wait; beyond that a job
 * is dropped with a warning, so a flood cannot grow the queue without end.
 */
export class AfterResponseQueue {
  private readonly jobs: { name: string; run: () => Promise<unknown> }[] = [];
  private running: Promise<void> | undefined;

  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly limit = 1000,
  ) {}

  /**
   * Queues `run`; the returned promise settles with its result (or its error), for callers that
   * want to wait. It never rejects unhandled: a failure is logged here either way.
   */
  push<T>(name: string, run: () => Promise<T>): Promise<T | undefined> {
    if (this.jobs.length >= this.limit) {
      this.log.warn({ job: name, waiting: this.jobs.length }, 'background queue full: job dropped');
      return Promise.resolve(undefined);
    }
    return new Promise<T | undefined>((resolve) => {
      this.jobs.push({
        name,
        run: () =>
          run().then(resolve, (err: unknown) => {
            this.log.error({ err, job: name }, 'background job failed');
            resolve(undefined);
          }),
      });
      // setImmediate: after the current turn, in which the answer is serialised and written.
      this.running ??= new Promise<void>((done) => setImmediate(() => void this.work(done)));
    });
  }

  private async work(done: () => void): Promise<void> {
    for (let job = this.jobs.shift(); job; job = this.jobs.shift()) await job.run();
    this.running = undefined;
    done();
  }

  /** Resolves once every queued job has finished (on shutdown, before the database closes). */
  async drain(): Promise<void> {
    while (this.running) await this.running;
  }
}
