import type { Logger } from './logging';

const HOUR = 3600 * 1000;

/**
 * Runs `sweep` once an hour, the first time a minute after start, logging what it reports (when
 * `worthLogging` says so) and any failure under `name`; returns a stop function. Timers are
 * unref'd, so they never keep the process alive.
 */
export function startHourly<T extends Record<string, number>>(name: string, logger: Logger, sweep: () => Promise<T>, worthLogging: (result: T) => boolean): () => void {
  const run = async () => {
    try {
      const result = await sweep();
      if (worthLogging(result)) logger.info({ ...result } as Record<string, number>, `${name} swept`);
    } catch (error) {
      logger.warn({ err: error }, `${name} sweep failed`);
    }
  };
  const first = setTimeout(run, 60_000);
  const every = setInterval(run, HOUR);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}
