import { describe, expect, it } from "vitest";
import { fiscalYearDays, fiscalYearOf, normaliseCode } from "../../content/ita.ts";
import { verdict } from "./ita-state.ts";

const shown = (day: string | null) => ({ public: true, waiting: false, day });

describe("the assessment year", () => {
  it("runs from 1 October to 30 September, named by the Buddhist year it ends in", () => {
    expect(fiscalYearDays(2569)).toEqual({ first: "2025-10-01", last: "2026-09-30" });
    expect(fiscalYearOf("2025-09-30")).toBe(2568);
    expect(fiscalYearOf("2025-10-01")).toBe(2569);
    expect(fiscalYearOf("2026-09-30")).toBe(2569);
  });

  it("takes codes as staff type them", () => {
    expect(normaliseCode(" o 1 ")).toBe("O1");
    expect(normaliseCode("O01")).toBe("O1");
    expect(normaliseCode("ｏ１１")).toBe("O11");
  });
});

describe("an item's verdict", () => {
  it("is missing without evidence, or when none of it is public; under review when it waits", () => {
    expect(verdict("yearly", 2569, "2026-05-01", []).state).toBe("missing");
    expect(
      verdict("yearly", 2569, "2026-05-01", [{ public: false, waiting: false, day: null }]).state,
    ).toBe("missing");
    expect(
      verdict("yearly", 2569, "2026-05-01", [{ public: false, waiting: true, day: "2026-04-01" }])
        .state,
    ).toBe("review");
  });

  it("wants a yearly item's evidence from within the year", () => {
    expect(verdict("yearly", 2569, "2026-05-01", [shown("2025-10-01")]).state).toBe("complete");
    const old = verdict("yearly", 2569, "2026-05-01", [shown("2025-09-30")]);
    expect(old.state).toBe("stale");
    expect(old.problem).toContain("1 ตุลาคม 2568");
  });

  it("wants last month's document for a monthly item, and says when the newest stops being enough", () => {
    const ok = verdict("monthly", 2569, "2026-05-20", [shown("2026-04-05"), shown("2026-03-05")]);
    expect(ok).toEqual({ state: "complete", problem: null, due: "2026-06-01" });
    expect(verdict("monthly", 2569, "2026-06-01", [shown("2026-04-05")]).state).toBe("stale");
    // Past the year's end the year is judged as it closed.
    expect(verdict("monthly", 2569, "2027-02-01", [shown("2026-08-05")]).state).toBe("complete");
    expect(verdict("monthly", 2569, "2027-02-01", [shown("2026-07-05")]).state).toBe("stale");
  });

  it("wants six-monthly evidence from the last six months", () => {
    expect(verdict("six-monthly", 2569, "2026-09-01", [shown("2026-04-05")]).state).toBe(
      "complete",
    );
    expect(verdict("six-monthly", 2569, "2026-09-01", [shown("2026-02-28")]).state).toBe("stale");
  });

  it("takes a link (no date) as it is, and never ages what changes only when it changes", () => {
    expect(verdict("yearly", 2569, "2026-05-01", [shown(null)]).state).toBe("complete");
    expect(verdict("on-change", 2569, "2026-05-01", [shown("2019-01-01")]).state).toBe("complete");
  });
});
