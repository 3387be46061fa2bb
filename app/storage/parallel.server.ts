/** Runs `work` on every item, at most `limit` at a time; `work` is expected not to throw. */
export async function forEachLimited<T>(
  items: AsyncIterable<T>,
  limit: number,
  work: (item: T) => Promise<void>,
): Promise<void> {
  const iterator = items[Symbol.asyncIterator]();
  const worker = async () => {
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      await work(next.value);
  };
  await Promise.all(Array.from({ length: limit }, worker));
}
