import type { NewItem } from "../../app/db/schema.ts";

/**
 * Deterministic Thai public-health text for the search benchmark: a Zipf-like vocabulary of
 * health words, diseases, vaccines, agencies, places, people and English terms, and documents
 * (title, summary, body in HTML) built from it, the same for the same seed.
 */

/** The generator's seed (BENCH_SEED): the same seed gives the same documents. */
export const SEED = Number(process.env.BENCH_SEED ?? 20240607);

/** mulberry32: a small, fast, seedable generator of floats in [0, 1). */
export function random(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Rng = () => number;
const between = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));
const oneOf = <T>(rng: Rng, list: readonly T[]): T => list[Math.floor(rng() * list.length)]!;

/** Draws from a list with Zipf–Mandelbrot weights 1 / (rank + q)^s: a few words are everywhere. */
class Zipf {
  private readonly cumulative: Float64Array;
  readonly words: readonly string[];
  constructor(words: readonly string[], s = 1.1, q = 2.7) {
    this.words = words;
    this.cumulative = new Float64Array(words.length);
    let total = 0;
    for (let r = 0; r < words.length; r++) this.cumulative[r] = total += 1 / (r + 1 + q) ** s;
  }
  pick(rng: Rng): string {
    const target = rng() * this.cumulative[this.cumulative.length - 1]!;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return this.words[lo]!;
  }
}

/** Space-separated words; `_` stands for a space inside one entry. */
const words = (text: string) =>
  text
    .trim()
    .split(/\s+/)
    .map((w) => w.replaceAll("_", " "));

// Listed roughly from most to least frequent within each group.
const FUNCTION_WORDS = words(`ที่ และ การ ใน ของ ให้ ได้ เป็น มี จะ โดย ว่า เพื่อ ไม่ กับ จาก ความ ซึ่ง
  หรือ แล้ว อย่าง ต้อง ทั้ง ยัง ควร เมื่อ ถึง นี้ ไป มา อยู่ แต่ ก็ พร้อม ตาม ด้วย รวม ขึ้น เรื่อง ทาง
  เกี่ยวกับ ระหว่าง หาก กว่า มาก เพิ่มขึ้น ลดลง ช่วง ทุก บาง ภายใน สำหรับ ดังนั้น อีก นั้น เช่น ได้แก่`);

const HEALTH = words(`สุขภาพ ประชาชน โรค ผู้ป่วย โรงพยาบาล สาธารณสุข ป้องกัน ดูแล บริการ เจ้าหน้าที่
  พื้นที่ ข้อมูล รักษา อาการ แพทย์ ชุมชน ความเสี่ยง กลุ่มเสี่ยง ตรวจคัดกรอง ผู้สูงอายุ เด็ก ครอบครัว
  หน่วยงาน โครงการ กิจกรรม นโยบาย งบประมาณ ระบบ คุณภาพ ความรู้ รณรงค์ ส่งเสริม เฝ้าระวัง ควบคุม
  ระบาด ติดเชื้อ ผู้ติดเชื้อ เสียชีวิต รายงาน สถานการณ์ แนวทาง มาตรการ ประชุม อบรม อาสาสมัคร พยาบาล
  ยา เชื้อไวรัส แบคทีเรีย ไข้ ไอ เจ็บคอ ปวดศีรษะ อาหาร ออกกำลังกาย
  นอนหลับ น้ำหนัก ความดันโลหิต น้ำตาลในเลือด สุขภาพจิต ความเครียด หญิงตั้งครรภ์ ทารก นักเรียน โรงเรียน
  ผู้ปกครอง แรงงาน เกษตรกร คลินิก ห้องฉุกเฉิน ผู้ป่วยใน ผู้ป่วยนอก ส่งต่อ ติดตาม ประเมิน สำรวจ
  สถิติ วัคซีน อัตราป่วย อัตราตาย แนวโน้ม ฤดูฝน ฤดูหนาว ฤดูร้อน น้ำท่วม ภัยแล้ง คลื่นความร้อน ฝุ่น ควัน
  มลพิษ อากาศ น้ำดื่ม สุขาภิบาล ขยะ ยุงลาย ลูกน้ำ หน้ากากอนามัย ล้างมือ เว้นระยะ กักตัว ตรวจหาเชื้อ
  ห้องปฏิบัติการ ผลตรวจ เลือด ปัสสาวะ เอกซเรย์ ผ่าตัด ฟื้นฟู กายภาพบำบัด โภชนาการ วิตามิน ผักผลไม้
  น้ำตาล ฉีดวัคซีน เกลือ ไขมัน ภูมิคุ้มกัน บุหรี่ สุรา เครื่องดื่มแอลกอฮอล์ บุหรี่ไฟฟ้า กัญชา ยาเสพติด อุบัติเหตุ จราจร
  หมวกกันน็อก จมน้ำ ความรุนแรง สิทธิ บัตรทอง ค่าใช้จ่าย ฟรี ลงทะเบียน นัดหมาย แอปพลิเคชัน ออนไลน์
  สายด่วน ให้คำปรึกษา คู่มือ ประกาศ คำแนะนำ เตือน ย้ำ แนะนำ เร่ง ขยาย เปิดตัว มอบ ลงพื้นที่ เยี่ยมบ้าน
  ตรวจเยี่ยม สนับสนุน ร่วมมือ ภาคีเครือข่าย บูรณาการ ยกระดับ พัฒนา นวัตกรรม ดิจิทัล ปฐมภูมิ ทุติยภูมิ`);

const DISEASES = words(`ไข้เลือดออก โควิด ไข้หวัดใหญ่ วัณโรค เบาหวาน ความดันโลหิตสูง มะเร็งปากมดลูก
  มะเร็งเต้านม โรคหัวใจ โรคหลอดเลือดสมอง โรคไตเรื้อรัง โรคพิษสุนัขบ้า มือเท้าปาก อุจจาระร่วง
  โรคไม่ติดต่อเรื้อรัง โรคอ้วน ไข้หวัด ปอดอักเสบ หัด ฝีดาษวานร ซิฟิลิส เอชไอวี ไวรัสตับอักเสบบี
  พยาธิใบไม้ตับ มะเร็งท่อน้ำดี โรคซึมเศร้า สมองเสื่อม ภาวะขาดสารอาหาร โรคหอบหืด ภูมิแพ้ ไข้ฉี่หนู
  ไข้มาลาเรีย อาหารเป็นพิษ โรคผิวหนัง ตาแดง งูสวัด โรคเก๊าท์ ข้อเข่าเสื่อม กระดูกพรุน ต้อกระจก`);

const VACCINES = words(`วัคซีนไข้หวัดใหญ่ วัคซีนเอชพีวี วัคซีนโควิด วัคซีนพื้นฐาน เข็มกระตุ้น วัคซีนหัด
  วัคซีนบาดทะยัก วัคซีนโรคพิษสุนัขบ้า วัคซีนรวม วัคซีนวัณโรค วัคซีนตับอักเสบบี วัคซีนโปลิโอ
  วัคซีนไข้สมองอักเสบ วัคซีนปอดอักเสบ วัคซีนอีสุกอีใส`);

const AGENCIES = words(`กระทรวงสาธารณสุข กรมควบคุมโรค กรมอนามัย สำนักงานสาธารณสุขจังหวัด กรมสุขภาพจิต
  โรงพยาบาลส่งเสริมสุขภาพตำบล สำนักงานหลักประกันสุขภาพแห่งชาติ กรมการแพทย์ องค์การอนามัยโลก
  องค์การบริหารส่วนตำบล สำนักงานคณะกรรมการอาหารและยา สถาบันวัคซีนแห่งชาติ กรมวิทยาศาสตร์การแพทย์
  สภากาชาดไทย สำนักงานป้องกันควบคุมโรค โรงพยาบาลชุมชน โรงพยาบาลศูนย์ มหาวิทยาลัยมหิดล
  สำนักงานกองทุนสนับสนุนการสร้างเสริมสุขภาพ กรมส่งเสริมการปกครองท้องถิ่น กรมประชาสัมพันธ์`);

const PROVINCES = words(`เชียงใหม่ ขอนแก่น นครราชสีมา อุบลราชธานี สงขลา ภูเก็ต กรุงเทพมหานคร ชลบุรี อุดรธานี
  พิษณุโลก นครศรีธรรมราช สุราษฎร์ธานี เชียงราย ลำปาง น่าน สกลนคร บุรีรัมย์ ศรีสะเกษ ร้อยเอ็ด ยะลา
  ปัตตานี นราธิวาส ตาก แม่ฮ่องสอน กาญจนบุรี ระยอง นครสวรรค์ สุรินทร์ มหาสารคาม กาฬสินธุ์ เลย หนองคาย
  ลำพูน แพร่ พะเยา ตรัง กระบี่ พังงา ชุมพร ราชบุรี เพชรบุรี ประจวบคีรีขันธ์ อยุธยา ลพบุรี สระบุรี`);

const ENGLISH = words(`COVID-19 HPV PM2.5 WHO HIV RSV mRNA NCDs BMI Omicron ATK RT-PCR Telemedicine
  Long_COVID Health_Literacy One_Health AQI DNA`);

const MONTHS = words(`มกราคม กุมภาพันธ์ มีนาคม เมษายน พฤษภาคม มิถุนายน กรกฎาคม สิงหาคม กันยายน ตุลาคม
  พฤศจิกายน ธันวาคม`);

const FIRST_NAMES = words(`สมชาย สมศักดิ์ วิชัย ประเสริฐ สุรชัย อนุชา กิตติ ธนพล ณัฐวุฒิ พงษ์ศักดิ์ สุภาพร
  วราภรณ์ มาลี อรุณี กาญจนา ศิริพร นงลักษณ์ ปิยะดา จันทร์เพ็ญ รัตนา ชัยวัฒน์ ธีรพงษ์ อภิชาติ วันเพ็ญ
  สุนันทา เกศินี บุญชัย ไพโรจน์ ศักดิ์ชัย อำนาจ`);
const SURNAMES = words(`ใจดี วงศ์สวัสดิ์ ศรีสุข แก้วมณี บุญมา ทองดี สุขเจริญ พรหมมา จันทร์แก้ว ศรีวงศ์
  มณีรัตน์ ชัยมงคล รุ่งเรือง สมบูรณ์ ประเสริฐศักดิ์ ทองคำ แสงทอง บุญเรือง สิทธิโชค วัฒนชัย อินทร์แก้ว
  ปัญญาดี ศรีประเสริฐ นาคสุข เพชรรัตน์ ธรรมสุข ยอดดี พูลสวัสดิ์ คงสมบัติ บัวแก้ว`);
const HONORIFICS = ["นายแพทย์", "แพทย์หญิง", "นาย", "นาง", "นางสาว", "ดร.", "ทันตแพทย์"];
const POSITIONS = words(`ผู้อำนวยการโรงพยาบาล นายแพทย์สาธารณสุขจังหวัด ผู้ว่าราชการจังหวัด
  อธิบดีกรมควบคุมโรค รัฐมนตรีว่าการกระทรวงสาธารณสุข ปลัดกระทรวงสาธารณสุข หัวหน้ากลุ่มงานควบคุมโรค
  ผู้อำนวยการสำนักงานป้องกันควบคุมโรค นายกองค์การบริหารส่วนตำบล ประธานอาสาสมัครสาธารณสุข`);

/** Rare subjects: each document has a small chance of one. */
const RARE = words(`เมลิออยโดสิส เลปโตสไปโรซิส สครับไทฟัส ธาลัสซีเมีย ไข้สมองอักเสบเจอี โรคเท้าช้าง
  โรคเรื้อน คอตีบ ไอกรน โบทูลิซึม ไข้ซิกา ชิคุนกุนยา เห็ดพิษ แอนแทรกซ์ ไข้เหลือง อหิวาตกโรค
  กลุ่มอาการดาวน์ ออทิสติก สารตะกั่ว แคดเมียม สารหนู ไข้กาฬหลังแอ่น ลีเจียนแนร์ ไวรัสนิปาห์
  ไข้หวัดนก ซาร์ส เมอร์ส โรคคาวาซากิ ภาวะพร่องเอนไซม์จีซิกพีดี ฮีโมฟีเลีย โรคลมชัก พาร์กินสัน
  โรคพยาธิตัวจี๊ด ทริคิโนซิส ไข้รากสาดใหญ่ บรูเซลโลซิส สเตรปโตคอคคัสซูอิส โรคฉี่หนูในสัตว์เลี้ยง
  ภาวะตัวเหลืองในทารก โรคหิด`);

/** Subjects a document is about: its title and part of its text come from one of them. */
const TOPICS: string[][] = [
  words(`ไข้เลือดออก ยุงลาย ลูกน้ำ ฤดูฝน ไข้สูง เกล็ดเลือด ทรายอะเบท พ่นหมอกควัน กำจัดลูกน้ำ บ้าน โรงเรียน`),
  words(`โควิด COVID-19 วัคซีนโควิด เข็มกระตุ้น ATK ผู้ติดเชื้อ กักตัว หน้ากากอนามัย Omicron Long_COVID`),
  words(`มะเร็งปากมดลูก วัคซีนเอชพีวี HPV นักเรียนหญิง ตรวจคัดกรอง สตรี มะเร็งเต้านม ตรวจเต้านมด้วยตนเอง`),
  words(`ฝุ่น PM2.5 คุณภาพอากาศ หน้ากาก N95 ห้องปลอดฝุ่น การเผา AQI ทางเดินหายใจ ผู้สูงอายุ เด็กเล็ก`),
  words(`เบาหวาน ความดันโลหิตสูง โรคไม่ติดต่อเรื้อรัง NCDs น้ำตาล เกลือ ลดหวาน ลดเค็ม ออกกำลังกาย BMI รอบเอว`),
  words(`ผู้สูงอายุ สมองเสื่อม หกล้ม ข้อเข่าเสื่อม ผู้ดูแล ติดบ้านติดเตียง เยี่ยมบ้าน ฟันเทียม กระดูกพรุน`),
  words(`หญิงตั้งครรภ์ ฝากครรภ์ ทารก นมแม่ พัฒนาการเด็ก วัคซีนพื้นฐาน โภชนาการ ธาตุเหล็ก ไอโอดีน`),
  words(`สุขภาพจิต ความเครียด โรคซึมเศร้า ฆ่าตัวตาย สายด่วน 1323 ให้คำปรึกษา วัยรุ่น นอนไม่หลับ`),
  words(`ไข้หวัดใหญ่ วัคซีนไข้หวัดใหญ่ RSV ปอดอักเสบ ไอ เจ็บคอ ล้างมือ ฤดูหนาว กลุ่มเสี่ยง 608`),
  words(`อาหารปลอดภัย อาหารเป็นพิษ ตลาดสด สารปนเปื้อน ยาฆ่าแมลง ผักผลไม้ ร้านอาหาร สุขาภิบาลอาหาร`),
  words(`บุหรี่ บุหรี่ไฟฟ้า สุรา เครื่องดื่มแอลกอฮอล์ เลิกบุหรี่ คลินิกเลิกบุหรี่ เยาวชน กฎหมาย`),
  words(`โรคพิษสุนัขบ้า สุนัข แมว ถูกกัด วัคซีนโรคพิษสุนัขบ้า ปศุสัตว์ One_Health สัตว์เลี้ยง`),
  words(`วัณโรค ไอเรื้อรัง เสมหะ เอกซเรย์ปอด กินยาต่อเนื่อง DOTS ผู้สัมผัสร่วมบ้าน เรือนจำ`),
  words(`เอชไอวี HIV ซิฟิลิส ถุงยางอนามัย PrEP ตรวจเลือด โรคติดต่อทางเพศสัมพันธ์ วัยรุ่น`),
  words(`อุบัติเหตุ จราจร สงกรานต์ ปีใหม่ หมวกกันน็อก เมาแล้วขับ ห้องฉุกเฉิน 1669 จมน้ำ`),
  words(`บัตรทอง สิทธิ ประกันสุขภาพ Telemedicine แอปพลิเคชัน หมอพร้อม นัดหมาย ร้านยา ปฐมภูมิ`),
];

const globalWords = new Zipf(
  [
    ...FUNCTION_WORDS,
    ...HEALTH,
    ...interleave([DISEASES, AGENCIES, ENGLISH, VACCINES, PROVINCES.map((p) => `จังหวัด${p}`)]),
  ],
  1.05,
);
const topicWords = TOPICS.map((t) => new Zipf(t, 0.9, 3));
const topicChoice = new Zipf(
  TOPICS.map((_, i) => String(i)),
  0.8,
  2,
);

/** Round-robin over lists, so each list's first words rank high overall. */
function interleave(lists: string[][]): string[] {
  const out: string[] = [];
  for (let i = 0; lists.some((l) => i < l.length); i++)
    for (const l of lists) if (i < l.length) out.push(l[i]!);
  return out;
}

/** Whether a part stands apart from its neighbours: Latin words, numbers, names with a space. */
const apart = (part: string) => /[\x20-\x7e]/.test(part[0]!) || part.includes(" ");

/**
 * Thai words run together, with a space now and then between phrases; Latin words and numbers
 * stand apart, as in Thai news copy.
 */
function join(rng: Rng, parts: string[]): string {
  let out = "";
  let apartBefore = false;
  for (const part of parts) {
    const alone = apart(part);
    if (out && (alone || apartBefore || rng() < 0.18)) out += " ";
    out += part;
    apartBefore = alone || /[\d\s]$/.test(part);
  }
  return out;
}

/** 12,345 */
export const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+$)/g, ",");

function number(rng: Rng): string {
  switch (between(rng, 0, 5)) {
    case 0:
      return `จำนวน ${grouped(between(rng, 2, 9999))} ราย`;
    case 1:
      return `ร้อยละ ${(rng() * 100).toFixed(1)}`;
    case 2:
      return `อายุ ${between(rng, 1, 90)} ปี`;
    case 3:
      return `เมื่อวันที่ ${between(rng, 1, 28)} ${oneOf(rng, MONTHS)} ${between(rng, 2565, 2568)}`;
    case 4:
      return `${between(rng, 2, 500)} แห่ง`;
    default:
      return `${grouped(between(rng, 10, 90_000))} คน`;
  }
}

const person = (rng: Rng) =>
  `${oneOf(rng, HONORIFICS)}${oneOf(rng, FIRST_NAMES)} ${oneOf(rng, SURNAMES)} ${oneOf(rng, POSITIONS)}`;

/**
 * What one document is written with: its topic, and a bag of words drawn from the whole
 * vocabulary (with repeats, so its common words stay common). Words come in bursts, as in real
 * text: a document that mentions a word once tends to mention it again.
 */
type Writer = { rng: Rng; topic: Zipf; bag: string[]; content: string[] };

const FUNCTION = new Set(FUNCTION_WORDS);

function writer(rng: Rng): Writer {
  const topic = topicWords[Number(topicChoice.pick(rng))]!;
  const bag = Array.from({ length: between(rng, 30, 90) }, () => globalWords.pick(rng));
  const content = bag.filter((w) => !FUNCTION.has(w));
  return { rng, topic, bag, content: content.length ? content : bag };
}

/**
 * A sentence of `length` words: `focus` of them from the topic, the rest from the document's
 * bag (only content words in a headline), now and then a figure, a person or a province, and the
 * rare word if given.
 */
function sentence(
  w: Writer,
  length: number,
  focus: number,
  options: { rare?: string; headline?: boolean } = {},
): string {
  const { rng } = w;
  const from = options.headline ? w.content : w.bag;
  const parts: string[] = [];
  for (let i = 0; i < length; i++) {
    let word = rng() < focus ? w.topic.pick(rng) : oneOf(rng, from);
    if (word === parts.at(-1)) word = oneOf(rng, from);
    parts.push(word);
  }
  const insert = (part: string) => parts.splice(between(rng, 0, parts.length), 0, part);
  const extra = rng();
  if (extra < 0.12) insert(number(rng));
  else if (extra < 0.2) insert(person(rng));
  else if (extra < 0.28) insert(`จังหวัด${oneOf(rng, PROVINCES)}`);
  if (options.rare) insert(options.rare);
  return join(rng, parts);
}

const TYPES = [
  ["news", 50],
  ["multimedia", 10],
  ["infographic", 12],
  ["gallery", 8],
  ["general", 12],
  ["faq", 8],
] as const;
const SUBJECT_KEYS = ["office", "knowledge", "health"];
const DAY = 86_400_000;
const SPAN = 3 * 365 * DAY;
/** Publication dates count back from the start of today, so they are all in the past. */
const TODAY = Math.floor(Date.now() / DAY) * DAY;

/** Document `n` (from 0) of the corpus: the same every run for the same seed. */
export function makeDocument(n: number): NewItem {
  const rng = random(SEED ^ Math.imul(n + 1, 0x9e3779b1));
  const w = writer(rng);
  const rare = rng() < 0.08 ? oneOf(rng, RARE) : undefined;
  let roll = rng() * 100;
  const type = TYPES.find(([, weight]) => (roll -= weight) < 0)?.[0] ?? "news";

  const title = sentence(w, between(rng, 3, 6), 0.5, {
    headline: true,
    rare: rare && rng() < 0.3 ? rare : undefined,
  });
  const summary = Array.from({ length: between(rng, 1, 2) }, () =>
    sentence(w, between(rng, 6, 14), 0.4),
  ).join(" ");
  const blocks: string[] = [];
  let left = between(rng, 85, 330); // 150–600 words once cut by Intl.Segmenter
  let rareLeft = rare ? between(rng, 1, 3) : 0;
  while (left > 0) {
    if (blocks.length > 0 && rng() < 0.15)
      blocks.push(`<h2>${sentence(w, between(rng, 3, 6), 0.7, { headline: true })}</h2>`);
    if (rng() < 0.1) {
      const items = Array.from(
        { length: between(rng, 3, 5) },
        () => `<li>${sentence(w, between(rng, 5, 10), 0.5)}</li>`,
      );
      blocks.push(`<ul>${items.join("")}</ul>`);
      left -= items.length * 7;
      continue;
    }
    const sentences: string[] = [];
    for (let s = between(rng, 2, 5); s > 0 && left > 0; s--) {
      const length = Math.min(left, between(rng, 8, 24));
      const withRare = rareLeft > 0 && rng() < 0.4 ? rare : undefined;
      if (withRare) rareLeft--;
      let text = sentence(w, length, 0.3, { rare: withRare });
      if (rng() < 0.05) text = `<strong>${text}</strong>`;
      sentences.push(text);
      left -= length;
    }
    blocks.push(`<p>${sentences.join(" ")}</p>`);
  }
  const published = new Date(TODAY - Math.floor(rng() * SPAN) - DAY).toISOString();
  return {
    type,
    subject: type === "news" ? oneOf(rng, SUBJECT_KEYS) : null,
    slug: `bench-${n}`,
    title,
    summary,
    body: blocks.join("\n"),
    status: "published",
    published_at: published,
    created_at: published,
    updated_at: published,
    view_count: Math.floor(rng() ** 3 * 5000),
  };
}
