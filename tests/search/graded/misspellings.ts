import * as T from "./topics.ts";
import { queriesOf, type GradedQuery } from "./types.ts";

const misspelling = queriesOf("misspelling");

/** Near spellings and tone-mark slips, each with what the word spelt right finds. */
export const MISSPELLINGS: GradedQuery[] = [
  misspelling("ไข้เลือกออก", T.DENGUE, { note: "เลือก for เลือด" }),
  misspelling("ไขเลือดออก", T.DENGUE, { note: "no tone mark on ไข้" }),
  misspelling("ไข้เลือดอออก", T.DENGUE, { note: "a letter typed twice" }),
  misspelling("ยุงราย", T.MOSQUITO, { note: "ร for ล" }),
  misspelling("ไข้หวัดไหญ่", T.FLU, { note: "ไห for ให" }),
  misspelling("ไขหวัดใหญ", T.FLU, { note: "both tone marks left out" }),
  misspelling("วัคซิน", T.VACCINE, { note: "short i for long ii" }),
  misspelling("โควิท", T.COVID, { note: "ท for ด" }),
  misspelling("มะเร็งปากมดลุก", T.CERVICAL_CANCER, { note: "short u for long uu" }),
  misspelling("โรคลมร้อม", T.HEAT, { note: "ม for the final น" }),
  misspelling("โรคลมรอ้น", T.HEAT, { note: "the tone mark typed after อ instead of ร" }),
  misspelling("หกลม", T.FALLS, { note: "no tone mark on ล้ม" }),
  misspelling("ซึมเสร้า", T.DEPRESSION, { note: "ส for ศ" }),
  misspelling("ซืมเศร้า", T.DEPRESSION, { note: "ื for ึ" }),
  misspelling("เบาหวาม", T.DIABETES, { note: "ม for the final น" }),
  misspelling("ความดันโลหิสูง", T.HYPERTENSION, { note: "ต left out" }),
  misspelling("โซเดี้ยม", T.SALT, { note: "an extra tone mark, as often typed" }),
  misspelling("ล้างมิอ", T.HAND_WASHING, { note: "ิ for ื" }),
  misspelling("พิษสุนักบ้า", T.RABIES, { note: "ก for ข" }),
  misspelling("บัดทอง", T.GOLD_CARD, { note: "ด for ตร, as it sounds" }),
  misspelling("อาสาสมัคสาธารณสุข", T.VHV, { note: "ร left out" }),
  misspelling("เห็ดพิด", T.MUSHROOM, { note: "ด for ษ, as it sounds" }),
  misspelling("บริจาคโลหิด", T.BLOOD_DONATION, { note: "ด for ต" }),
  misspelling("ปั้มหัวใจ", T.CPR, { note: "ไม้โท for ไม้ตรี, a very common spelling" }),
  misspelling("มือเท่าปาก", T.HFMD, { note: "ไม้เอก for ไม้โท on เท้า" }),
  misspelling("สุขภาพจิตร", T.MENTAL_HEALTH, { note: "an extra ร" }),
  misspelling("ลดเคม", T.SALT, { note: "no ไม้ไต่คู้" }),
  misspelling("ผู้สูงอายู", T.ELDERLY, { note: "long uu for short u" }),
  misspelling("ฝุน", T.DUST, { note: "no tone mark" }),
  misspelling("วัคซีนไข้หวัดใหญ๋", T.FLU_VACCINE, { note: "ไม้จัตวา for ไม้เอก" }),
  misspelling("ความเคลียด", T.STRESS, { note: "ล for ร" }),
  misspelling("ฮีทสโตก", T.HEAT, { note: "ร left out of the loanword" }),
  misspelling("แอลกอฮอ", { "no-alcohol-under-20": 2 }, { note: "the final ล์ left out" }),
];
