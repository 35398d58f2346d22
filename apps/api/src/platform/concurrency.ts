import { tooManyRequests } from './errors';

/**
 * Runs at most `concurrency` tasks at once; up to `queue` more wait in order (first in, first
 * out); past that, `run` refuses at once with TOO_MANY_REQUESTS instead of piling up work.
 * A slot is given back whether the task resolves or throws.
 */
export class ConcurrencyLimiter {
  private active = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly queue: number,
    private readonly refusal = () => tooManyRequests(5, 'El servidor está atendiendo demasiadas solicitudes.'),
  ) {
    if (!Number.isInteger(concurrency) || concurrency < 1) throw new Error('concurrency must be a positive integer');
    if (!Number.isInteger(queue) || queue < 0) throw new Error('queue must be a non-negative integer');
  }

  get running(): number {
    return this.active;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.active >= this.concurrency) {
      if (this.waiting.length >= this.queue) throw this.refusal();
      // The finishing task hands its slot over directly (active stays counted).
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.active++;
    }
    try {
      return await task();
    } finally {
      const next = this.waiting.shift();
      if (next) next();
      else this.active--;
    }
  }
}
