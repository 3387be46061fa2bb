import * as O from "./office.ts";
import * as T from "./topics.ts";
import { queriesOf, type GradedQuery } from "./types.ts";

const abbreviation = queriesOf("abbreviation");
const transliteration = queriesOf("transliteration");

/** Abbreviations and acronyms, and loanwords and names in Thai letters. */
export const ABBREVIATIONS: GradedQuery[] = [
  abbreviation("อสม.", T.VHV),
  abbreviation("อสม", T.VHV),
  abbreviation("สปสช.", {
    "check-rights": 2,
    "change-primary-unit": 1,
    "uc-card-any-unit": 1,
  }),
  abbreviation("NHSO", {
    "check-rights": 2,
    "change-primary-unit": 1,
    "uc-card-any-unit": 1,
  }),
  abbreviation("UCEP", { "emergency-any-hospital": 2 }),
  abbreviation("AED", T.CPR),
  abbreviation("ATK", { "covid-19-rainy-season-situation": 1 }),
  abbreviation("NCDs", T.NCD, { note: "no item writes NCDs: โรคไม่ติดต่อเรื้อรัง" }),
  abbreviation("NCD", T.NCD),
  abbreviation("MCATT", { "mental-health-support-flood": 2 }),
  abbreviation("CDCU", {
    "communicable-disease-committee-3-2569": 1,
    "hand-foot-mouth-childcare": 1,
  }),
  abbreviation("ป.5", { "hpv-vaccine-school-girls": 2 }),
  abbreviation("TOR", { "building-renovation-e-bidding": 2 }),
  abbreviation("WHO", { "reduce-salt-reduce-disease": 1 }),
  abbreviation("STEMI", { "emergency-referral-workshop": 2 }),
  abbreviation("ITA", { "integrity-measures-2569": 1, "integrity-measures-report-2569": 1 }),
  abbreviation("รพ.สต. ตรวจผู้สูงอายุ", { "elderly-screening-9-areas": 2 }),
  abbreviation("พ.ร.บ. แอลกอฮอล์", { "no-alcohol-under-20": 2 }),
  abbreviation("ศูนย์เด็กเล็ก", {
    "hand-foot-mouth-childcare": 2,
    "communicable-disease-committee-3-2569": 1,
  }),
  abbreviation(
    "นพ.สสจ.",
    { "chief-medical-officer": 2, executives: 1, structure: 1 },
    {
      note: "นายแพทย์สาธารณสุขจังหวัด: the chief medical officer",
    },
  ),

  transliteration("เอชพีวี", T.HPV),
  transliteration("โควิด-19", T.COVID),
  transliteration("โควิด19", T.COVID),
  transliteration("ฮีทสโตรก", T.HEAT),
  transliteration("ฮีตสโตรก", T.HEAT),
  transliteration("เดงกี", T.DENGUE),
  transliteration("เด็งกี่", T.DENGUE),
  transliteration("ซีพีอาร์", T.CPR),
  transliteration("เออีดี", T.CPR),
  transliteration("พีเอ็ม 2.5", T.DUST),
  transliteration("เอทีเค", { "covid-19-rainy-season-situation": 1 }),
  transliteration("บิ๊กคลีนนิ่งเดย์", T.BIG_CLEANING),
  transliteration("แอโรบิค", { "sukjai-move-aerobics": 2 }),
  transliteration("พอดคาสต์", { "podcast-work-stress": 2 }),
  transliteration("อินโฟกราฟฟิก", T.INFOGRAPHICS),
  transliteration("วิดีโอ", T.VIDEOS),
  transliteration("วีดีโอ", T.VIDEOS),
  transliteration("โนกิฟท์", O.NO_GIFT),
  transliteration("อีบิดดิ้ง", { "building-renovation-e-bidding": 2 }),
  transliteration("ยูเซ็ป", { "emergency-any-hospital": 2 }),
  transliteration(
    "สโตรก",
    { ...T.STROKE, "heat-stroke": 1 },
    {
      note: "Thai readers say สโตรก for a stroke; ฮีทสโตรก (heat stroke) ends with it",
    },
  ),
  transliteration("ซิกา", { "3-keep-prevent-3-diseases": 1, "3-keep-3-diseases": 1 }),
];
