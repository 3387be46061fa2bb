import * as T from "./topics.ts";
import { queriesOf, type GradedQuery } from "./types.ts";

const question = queriesOf("question");

/** Questions as readers type them: run together, colloquial, without a question mark. */
export const QUESTIONS: GradedQuery[] = [
  question("ฉีดวัคซีนไข้หวัดใหญ่ที่ไหน", {
    "flu-vaccine-who": 2,
    "covid19-booster-608-visit": 1,
    "mobile-vaccine-unit-nongsuk": 1,
    "vaccine-same-day": 1,
  }),
  question("ใครได้ฉีดวัคซีนไข้หวัดใหญ่ฟรี", { "flu-vaccine-who": 2 }),
  question("ไข้เลือดออกป้องกันยังไง", {
    "3-keep-prevent-3-diseases": 2,
    "3-keep-3-diseases": 2,
    "big-cleaning-day-dengue": 2,
    "dengue-situation-week-44": 1,
    "big-cleaning-day-photos": 1,
    "big-cleaning-day-highlights": 1,
    "communicable-disease-committee-3-2569": 1,
  }),
  question("ถูกหมากัดต้องทำอย่างไร", T.RABIES),
  question("แมวกัดต้องฉีดวัคซีนไหม", T.RABIES),
  question("เด็กผู้ชายฉีด HPV ได้ไหม", { "hpv-vaccine-boys": 2, "วัคซีน-hpv": 1 }),
  question("ลูกพลาดนัดฉีดวัคซีน", { "child-vaccine-missed": 2 }),
  question("ฉีดวัคซีนโควิดกับไข้หวัดใหญ่พร้อมกันได้ไหม", {
    "vaccine-same-day": 2,
    "covid19-booster-608-visit": 1,
    "covid-19-booster-when": 1,
  }),
  question("เป็นเบาหวานกินอะไรได้บ้าง", { "diabetes-healthy-plate": 2 }),
  question("ฝุ่นเยอะใส่หน้ากากอะไรดี", { "pm25-self-care": 2, "pm25-levels": 1 }),
  question("ค่าฝุ่นเท่าไหร่ถึงอันตราย", {
    "pm25-levels": 2,
    "pm25-self-care": 2,
    "pm25-clean-rooms-hospitals": 1,
  }),
  question("ป้องกันผู้สูงอายุหกล้มยังไง", T.FALLS),
  question("เป็นลมแดดต้องทำอย่างไร", {
    "heat-stroke": 2,
    "heat-stroke-warning-signs": 2,
    "extreme-heat-warning": 1,
  }),
  question("เจ็บป่วยฉุกเฉินโทรเบอร์อะไร", T.EMERGENCY_NUMBER),
  question("สายด่วนสุขภาพจิตเบอร์อะไร", {
    "depression-warning-signs": 2,
    "podcast-work-stress": 2,
    "mental-health-support-flood": 2,
    "long-holiday-service-hours": 2,
  }),
  question("ตรวจสอบสิทธิบัตรทองยังไง", { "check-rights": 2, "uc-card-any-unit": 1 }),
  question("ย้ายบ้านต้องเปลี่ยนสิทธิไหม", { "change-primary-unit": 2 }),
  question("ไปร้านยาได้ยาฟรีไหม", { "medicine-at-pharmacy": 2, "uc-card-any-unit": 1 }),
  question(
    "แรงงานพม่าไปโรงพยาบาลได้ไหม",
    { "foreign-workers": 2 },
    {
      note: "พม่า (Myanmar) where the FAQ says แรงงานต่างด้าว",
    },
  ),
  question("ขอใบรับรองแพทย์ที่ไหน", { "health-certificate": 2 }),
  question("สำนักงานเปิดกี่โมง", {
    "office-hours": 2,
    "consumer-protection-service-hours": 1,
    "long-holiday-service-hours": 1,
  }),
  question("ร้องเรียนโรงพยาบาลได้ที่ไหน", { complaints: 2, "service-manual-complaints": 2 }),
  question("เปิดร้านอาหารต้องขออนุญาตไหม", { "food-business-license": 2 }),
  question("บริจาคเลือดได้ที่ไหน", T.BLOOD_DONATION, { mustNot: T.DENGUE_ITEMS }),
  question("เห็ดป่ากินได้ไหม", T.MUSHROOM),
  question("อยากเป็น อสม. สมัครที่ไหน", { "vhv-recruitment-2569": 2 }),
  question("ลูกเป็นมือเท้าปากต้องหยุดเรียนกี่วัน", { "hand-foot-mouth-childcare": 2 }),
  question("กินเค็มมากเป็นโรคอะไร", {
    "reduce-salt-reduce-disease": 2,
    "sodium-in-popular-food": 1,
  }),
  question("เครียดเรื่องงานทำยังไงดี", {
    "podcast-work-stress": 2,
    "depression-warning-signs": 1,
  }),
  question("ล้างมือกี่วินาที", {
    "hand-washing-7-steps": 2,
    "hand-washing-1-minute": 2,
    "hand-washing-steps": 1,
  }),
  question("ฉีดเข็มกระตุ้นโควิดเมื่อไหร่", {
    "covid-19-booster-when": 2,
    "covid19-booster-608-visit": 1,
  }),
  question("ทำ CPR ยังไง", T.CPR),
  question("ขายเหล้าให้เด็กอายุต่ำกว่า 20 ผิดไหม", { "no-alcohol-under-20": 2 }),
  question("ใช้บัตรทองรักษาที่ไหนก็ได้ไหม", {
    "uc-card-any-unit": 2,
    "emergency-any-hospital": 1,
    "medicine-at-pharmacy": 1,
  }),
  question("ฉุกเฉินเข้าโรงพยาบาลเอกชนได้ไหม", { "emergency-any-hospital": 2 }),
  question("คนใกล้ตัวซึมเศร้าช่วยยังไง", { "depression-warning-signs": 2 }),
  question("ผู้สูงอายุตรวจสุขภาพฟรีที่ไหน", { "elderly-screening-9-areas": 2 }),
  question("ห้องปลอดฝุ่นอยู่ที่ไหน", {
    "pm25-clean-rooms-hospitals": 2,
    "pm25-self-care": 1,
  }),
  question("วัคซีน HPV ฉีดกี่ขวบ", {
    "วัคซีน-hpv": 2,
    "hpv-vaccine-parents": 2,
    "hpv-vaccine-school-girls": 2,
    "hpv-vaccine-boys": 1,
  }),
  question("ตัวร้อนไม่มีเหงื่อ", {
    "heat-stroke": 2,
    "heat-stroke-warning-signs": 2,
  }),
];
