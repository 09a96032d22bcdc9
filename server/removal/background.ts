import { nextTurn } from '../loop/turns.ts';

/** The little of a logger the background work uses. */
export interface BackgroundLog {
  warn(details: object, message: string): void;
}

/**
 * Work done after the answer has gone (e-mails of the removal flow), so that no answer's
 * timing depends on it. A failure is logged by name only; `idle()` waits for what is under
 * way (the app's close, tests).
 */
export function createBackground(log: BackgroundLog) {
  const pending = new Set<Promise<void>>();
  return {
    run(label: string, task: () => Promise<unknown>): void {
      // A turn of the event loop: after the answer has been written, not in the same microtask run.
      const running: Promise<void> = nextTurn()
        .then(task)
        .then(
          () => undefined,
          (error: unknown) =>
            log.warn({ event: label, err: { name: (error as Error)?.name } }, 'tarefa em segundo plano falhou'),
        );
      pending.add(running);
      void running.finally(() => pending.delete(running));
    },
    async idle(): Promise<void> {
      while (pending.size) await Promise.all(pending);
    },
  };
}
