import * as O from "./office.ts";
import { queriesOf, type GradedQuery } from "./types.ts";

const document = queriesOf("document");
const page = queriesOf("page");

/**
 * Documents and announcements looked up by name, and queries a page answers. The pages (about
 * the office, work with us) and the executives are items of the demo content too.
 */
export const DOCUMENTS: GradedQuery[] = [
  document("จัดซื้อจัดจ้าง", O.PROCUREMENT),
  document("สรุปผลการจัดซื้อจัดจ้าง", {
    ...O.PROCUREMENT_MONTHLY,
    "procurement-report-2568": 1,
  }),
  document("สรุปผลการจัดซื้อจัดจ้าง มีนาคม 2569", { "procurement-summary-2026-03": 2 }),
  document("จัดซื้อจัดจ้าง เดือนมกราคม", { "procurement-summary-2026-01": 2 }),
  document("แผนการจัดซื้อจัดจ้าง 2569", { "procurement-plan-2569": 2 }),
  document("รายงานผลการจัดซื้อจัดจ้าง 2568", { "procurement-report-2568": 2 }),
  document("procurement", O.PROCUREMENT),
  document("ประกวดราคา", { "building-renovation-e-bidding": 2 }),
  document("e-bidding", { "building-renovation-e-bidding": 2 }),
  document("ขอบเขตของงาน", { "building-renovation-e-bidding": 2 }),
  document("แผนปฏิบัติราชการ", {
    "action-plan-2569": 2,
    "action-plan-2570": 2,
    "performance-report-2568": 1,
  }),
  document("แผนปฏิบัติราชการ 2570", { "action-plan-2570": 2 }),
  document("รายงานผลการดำเนินงาน 2568", { "performance-report-2568": 2 }),
  document("ป้องกันการทุจริต", O.CORRUPTION),
  document("anti-corruption", O.CORRUPTION),
  document("ร้องเรียนการทุจริต", {
    "corruption-complaints-procedure-2569": 2,
    "complaint-statistics-2569-first-half": 2,
    "service-manual-complaints": 1,
  }),
  document("ความเสี่ยงการทุจริต", {
    "corruption-risk-assessment-2569": 2,
    "corruption-risk-management-2569": 2,
  }),
  document("No Gift Policy", O.NO_GIFT),
  document("งดรับของขวัญ", O.NO_GIFT),
  document("ประมวลจริยธรรม", { "code-of-ethics-2569": 2 }),
  document("คุณธรรมและความโปร่งใส", {
    "integrity-measures-2569": 2,
    "integrity-measures-report-2569": 2,
  }),
  document("คู่มือร้องเรียน", {
    "service-manual-complaints": 2,
    "corruption-complaints-procedure-2569": 1,
    complaints: 1,
  }),
  document("แบบฟอร์มร้องเรียน", { "service-manual-complaints": 2 }),
  document("คู่มือการปฏิบัติงาน", {
    "operating-service-manual-2569": 2,
    "service-manual-complaints": 1,
  }),
  document("นโยบายบริหารทรัพยากรบุคคล", { "hr-policy-2568": 2, "hr-report-2568": 1 }),
  document("ใบสมัคร อสม.", { "vhv-recruitment-2569": 2 }),
  document("ร่างแผนยุทธศาสตร์สุขภาพ", { "health-strategy-public-hearing": 2 }),
  document("รายชื่อผู้มีสิทธิเข้ารับการประเมิน", { "public-health-officer-candidates": 2 }),
  document("ประกาศวันหยุด", { "long-holiday-service-hours": 2 }),
  document("รับสมัคร อสม. 2569", { "vhv-recruitment-2569": 2 }),
  document("ประกาศ แอลกอฮอล์", { "no-alcohol-under-20": 2 }),
  document("เวลายื่นคำขออนุญาตผลิตภัณฑ์สุขภาพ", { "consumer-protection-service-hours": 2 }),

  page("เกี่ยวกับเรา", O.ABOUT),
  page("about us", O.ABOUT),
  page("ติดต่อเรา", O.CONTACT),
  page("contact", O.CONTACT),
  page("เบอร์โทรสำนักงาน", { workwithus: 1, executives: 1 }),
  page("วิสัยทัศน์", { vision: 2 }),
  page("พันธกิจ", { vision: 2 }),
  page("ประวัติสำนักงาน", { history: 2 }),
  page("โครงสร้างองค์กร", { structure: 2, executives: 1 }),
  page("อำนาจหน้าที่", { duties: 2 }),
  page("ผู้บริหาร", {
    executives: 2,
    "chief-medical-officer": 1,
    "deputy-health-promotion": 1,
    "deputy-disease-control": 1,
    "deputy-administration": 1,
  }),
  page("นายแพทย์สาธารณสุขจังหวัด", {
    "chief-medical-officer": 2,
    executives: 1,
    structure: 1,
  }),
  page("รองนายแพทย์สาธารณสุขจังหวัด", {
    "deputy-health-promotion": 2,
    "deputy-disease-control": 2,
    "deputy-administration": 2,
    executives: 1,
    structure: 1,
  }),
  page("ร่วมงานกับเรา", O.JOBS),
  page("ตำแหน่งว่าง", O.JOBS),
  page("jobs", O.JOBS),
  page("ค่านิยม MOPH", { vision: 2 }),
  page("กลุ่มงาน", { structure: 2 }),
];
