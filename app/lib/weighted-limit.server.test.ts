import { describe, expect, it } from "vitest";
import { weightedLimit } from "./weighted-limit.server.ts";

function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe("weightedLimit", () => {
  it("runs light jobs side by side up to the slots, and a heavy one alone, in arrival order", async () => {
    const run = weightedLimit(10, 2);
    const started: string[] = [];
    const gates = { a: gate(), b: gate(), c: gate(), big: gate() };
    const job = (name: keyof typeof gates, weight: number) =>
      run(weight, async () => {
        started.push(name);
        await gates[name].opened;
        return name;
      });
    const all = Promise.all([job("a", 3), job("b", 3), job("big", 50), job("c", 1)]);
    await Promise.resolve();
    expect(started).toEqual(["a", "b"]);
    gates.a.open();
    gates.b.open();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(["a", "b", "big"]);
    gates.big.open();
    await new Promise((r) => setTimeout(r, 0));
    expect(started).toEqual(["a", "b", "big", "c"]);
    gates.c.open();
    expect(await all).toEqual(["a", "b", "big", "c"]);
  });

  it("frees the budget when a job fails", async () => {
    const run = weightedLimit(5, 1);
    await expect(run(5, () => Promise.reject(new Error("bad")))).rejects.toThrow("bad");
    expect(await run(5, async () => "next")).toBe("next");
  });
});
