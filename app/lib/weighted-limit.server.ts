/**
 * Runs work in arrival order while what is in flight stays within a budget: at most `slots` jobs
 * and at most `capacity` units between them. A job heavier than the whole capacity runs alone.
 */
export function weightedLimit(capacity: number, slots: number) {
  let running = 0;
  let used = 0;
  const waiting: { weight: number; start: () => void }[] = [];

  function admit() {
    while (waiting.length) {
      const next = waiting[0]!;
      const fits = running === 0 || (running < slots && used + next.weight <= capacity);
      if (!fits) return;
      waiting.shift();
      running++;
      used += next.weight;
      next.start();
    }
  }

  return async function run<T>(weight: number, work: () => Promise<T>): Promise<T> {
    await new Promise<void>((start) => {
      waiting.push({ weight, start });
      admit();
    });
    try {
      return await work();
    } finally {
      running--;
      used -= weight;
      admit();
    }
  };
}
