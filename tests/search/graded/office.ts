import type { Judgments } from "./types.ts";

/** Judgments shared by queries about the office's documents and pages (see topics.ts). */

/** The monthly procurement summaries, October 2025 (2568) to June 2026 (2569). */
export const PROCUREMENT_MONTHLY: Judgments = Object.fromEntries(
  [...months(2025, 10, 12), ...months(2026, 1, 6)].map((m) => [`procurement-summary-${m}`, 2]),
);

export const PROCUREMENT: Judgments = {
  ...PROCUREMENT_MONTHLY,
  "procurement-plan-2569": 2,
  "procurement-report-2568": 2,
  "building-renovation-e-bidding": 2,
};

export const CORRUPTION: Judgments = {
  "anti-corruption-plan-2569": 2,
  "anti-corruption-report-2569": 2,
  "corruption-risk-assessment-2569": 2,
  "corruption-risk-management-2569": 2,
  "corruption-complaints-procedure-2569": 2,
  "complaint-statistics-2569-first-half": 2,
  "no-gift-policy": 1,
  "no-gift-policy-2569": 1,
  "integrity-measures-2569": 1,
  "integrity-measures-report-2569": 1,
  "code-of-ethics-2569": 1,
};

export const NO_GIFT: Judgments = { "no-gift-policy": 2, "no-gift-policy-2569": 2 };

/** The pages under "about us" and the pages of the office's people. */
export const ABOUT: Judgments = {
  history: 2,
  vision: 2,
  structure: 2,
  duties: 2,
  executives: 1,
  workwithus: 1,
};

/** No item is a contact page: the office hours, the executives and the urgent numbers are closest. */
export const CONTACT: Judgments = {
  "office-hours": 1,
  executives: 1,
  "long-holiday-service-hours": 1,
};

export const JOBS: Judgments = {
  workwithus: 2,
  "public-health-officer-candidates": 1,
};

function months(year: number, from: number, to: number): string[] {
  return Array.from(
    { length: to - from + 1 },
    (_, i) => `${year}-${String(from + i).padStart(2, "0")}`,
  );
}
