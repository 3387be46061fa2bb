import * as O from "./office.ts";
import * as T from "./topics.ts";
import { queriesOf, type GradedQuery } from "./types.ts";

const negative = queriesOf("negative");

/**
 * Queries that share a word or a run of letters with items about something else: ไข้ with
 * dengue, เลือด with ไข้เลือดออก, ติดต่อ (to contact) with โรคติดต่อ (communicable disease),
 * งาน (a job) with การทำงาน (at work), แอลกอฮอล์ in a drink and in hand gel.
 */
export const NEGATIVES: GradedQuery[] = [
  negative(
    "ไข้หวัดนก",
    { "flu-vaccine-who": 1, "communicable-disease-committee-3-2569": 1 },
    {
      mustNot: T.DENGUE_ITEMS,
      note: "no item is about bird flu: influenza is the closest subject, dengue is not",
    },
  ),
  negative(
    "ไข้หวัด",
    { "medicine-at-pharmacy": 1, "flu-vaccine-who": 1 },
    { mustNot: T.DENGUE_ITEMS, note: "a cold: the pharmacy FAQ treats fever and cough" },
  ),
  negative("บริจาคเลือด", T.BLOOD_DONATION, {
    mustNot: T.DENGUE_ITEMS,
    note: "the announcement says บริจาคโลหิต",
  }),
  negative(
    "เลือดออกมาก",
    { "emergency-any-hospital": 1, "emergency-number": 1 },
    { mustNot: T.DENGUE_ITEMS, note: "heavy bleeding is an emergency, not dengue" },
  ),
  negative(
    "ตรวจเลือด",
    { "sukjai-heart-walk-run": 1, "saturday-chronic-clinic": 1 },
    { mustNot: [...T.DENGUE_ITEMS, "blood-donation-monthly"] },
  ),
  negative("ติดต่อสำนักงาน", O.CONTACT, {
    mustNot: ["communicable-disease-committee-3-2569", "hand-washing-steps"],
  }),
  negative(
    "โรคติดต่อ",
    {
      "communicable-disease-committee-3-2569": 2,
      "hand-washing-steps": 1,
      "hand-foot-mouth-childcare": 1,
      "dengue-situation-week-44": 1,
      "covid-19-rainy-season-situation": 1,
    },
    { mustNot: ["office-hours", "long-holiday-service-hours"] },
  ),
  negative("สมัครงาน", O.JOBS, { mustNot: ["podcast-work-stress"] }),
  negative("เครื่องดื่มแอลกอฮอล์", { "no-alcohol-under-20": 2 }, { mustNot: ["hand-washing-7-steps"] }),
  negative("เจลแอลกอฮอล์", { "hand-washing-7-steps": 1 }, { mustNot: ["no-alcohol-under-20"] }),
  negative(
    "ยาฆ่าแมลง",
    { "food-safety-market-inspection": 1 },
    { mustNot: ["rabies-after-bite", "hand-foot-mouth-childcare"] },
  ),
  negative("stroke", T.STROKE, { mustNot: T.HEAT_ITEMS }),
  negative("โรคหลอดเลือดสมองตีบ", T.STROKE, { mustNot: T.HEAT_ITEMS }),
  negative(
    "วัคซีนไข้หวัดใหญ่ ผู้สูงอายุ",
    {
      "flu-vaccine-who": 2,
      "covid19-booster-608-visit": 2,
      "mobile-vaccine-unit-nongsuk": 2,
      "vaccine-same-day": 1,
    },
    { mustNot: T.HPV_ITEMS },
  ),
  negative("วัคซีน HPV", T.HPV, { mustNot: ["flu-vaccine-who", "covid-19-booster-when"] }),
];
