/**
 * One queue per storage item for its read-modify-write tasks: each task starts when the previous
 * one has ended, so two writers at once cannot lose each other's change (the later one reads
 * what the earlier one wrote). A task must not wait for another task of the same queue.
 */
export function createTurns(): <T>(task: () => Promise<T>) => Promise<T> {
  let queue: Promise<unknown> = Promise.resolve();
  return (task) => {
    const run = queue.then(task);
    queue = run.catch(() => undefined); // A failed task does not stop the ones after it.
    return run;
  };
}
