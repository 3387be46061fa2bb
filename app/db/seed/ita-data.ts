import { html, p } from "../../content/html-blocks.ts";
import type { EvidenceKind, Rhythm } from "../../content/ita.ts";
import type { DocumentSeed } from "./types.ts";

/** The demo's assessment year (fiscal year 1 Oct 2025 – 30 Sep 2026). */
export const ITA_YEAR = 2569;

export type ItaEvidenceSeed =
  | { kind: Extract<EvidenceKind, "item">; type: "page" | "document"; slug: string }
  | { kind: Extract<EvidenceKind, "documents">; category: string; keyword: string }
  | { kind: Extract<EvidenceKind, "list">; path: string; label?: string }
  | { kind: Extract<EvidenceKind, "link">; url: string; label: string };

export type ItaItemSeed = {
  code: string;
  title: string;
  rhythm: Rhythm;
  evidence: ItaEvidenceSeed[];
};

const doc = (slug: string): ItaEvidenceSeed => ({ kind: "item", type: "document", slug });

/**
 * The assessment's items for 2569 as the demo office keeps them: realistic, with three gaps for
 * the readiness board to show (O6 has no six-month report, O11 lacks the last months' procurement
 * summaries, O13's HR policy is last year's).
 */
export const ITA_ITEMS: ItaItemSeed[] = [
  {
    code: "O1",
    title: "โครงสร้างและอำนาจหน้าที่",
    rhythm: "yearly",
    evidence: [{ kind: "item", type: "page", slug: "structure" }],
  },
  {
    code: "O2",
    title: "ข้อมูลผู้บริหาร",
    rhythm: "on-change",
    evidence: [{ kind: "item", type: "page", slug: "executives" }],
  },
  {
    code: "O3",
    title: "ช่องทางการติดต่อ",
    rhythm: "on-change",
    evidence: [{ kind: "link", url: "/contact", label: "ติดต่อสำนักงาน" }],
  },
  {
    code: "O4",
    title: "ข่าวประชาสัมพันธ์",
    rhythm: "continuous",
    evidence: [{ kind: "list", path: "/news" }],
  },
  {
    code: "O5",
    title: "แผนดำเนินงานประจำปี",
    rhythm: "yearly",
    evidence: [doc("action-plan-2569")],
  },
  {
    code: "O6",
    title: "รายงานการกำกับติดตามการดำเนินงาน รอบ 6 เดือน",
    rhythm: "six-monthly",
    evidence: [{ kind: "documents", category: "plan", keyword: "รายงานการกำกับติดตาม" }],
  },
  {
    code: "O7",
    title: "รายงานผลการดำเนินงานประจำปี",
    rhythm: "yearly",
    evidence: [doc("performance-report-2568")],
  },
  {
    code: "O8",
    title: "คู่มือหรือมาตรฐานการปฏิบัติงาน",
    rhythm: "yearly",
    evidence: [doc("operating-service-manual-2569")],
  },
  {
    code: "O9",
    title: "คู่มือหรือมาตรฐานการให้บริการ",
    rhythm: "yearly",
    evidence: [doc("operating-service-manual-2569")],
  },
  {
    code: "O10",
    title: "การให้บริการผ่านช่องทางออนไลน์ (E-Service)",
    rhythm: "continuous",
    evidence: [{ kind: "link", url: "/contact", label: "แบบฟอร์มติดต่อสอบถามออนไลน์" }],
  },
  {
    code: "O11",
    title: "สรุปผลการจัดซื้อจัดจ้างรายเดือน",
    rhythm: "monthly",
    evidence: [{ kind: "documents", category: "budget", keyword: "สรุปผลการจัดซื้อจัดจ้าง" }],
  },
  {
    code: "O12",
    title: "รายงานผลการจัดซื้อจัดจ้างประจำปี",
    rhythm: "yearly",
    evidence: [doc("procurement-report-2568")],
  },
  {
    code: "O13",
    title: "นโยบาย หลักเกณฑ์ และแผนการบริหารทรัพยากรบุคคล",
    rhythm: "yearly",
    evidence: [doc("hr-policy-2568")],
  },
  {
    code: "O14",
    title: "รายงานผลการบริหารและพัฒนาทรัพยากรบุคคล",
    rhythm: "yearly",
    evidence: [doc("hr-report-2568")],
  },
  {
    code: "O15",
    title: "ประมวลจริยธรรมและการขับเคลื่อนจริยธรรม",
    rhythm: "yearly",
    evidence: [doc("code-of-ethics-2569")],
  },
  {
    code: "O16",
    title: "แนวปฏิบัติการจัดการเรื่องร้องเรียนการทุจริต",
    rhythm: "yearly",
    evidence: [doc("corruption-complaints-procedure-2569")],
  },
  {
    code: "O17",
    title: "ช่องทางแจ้งเรื่องร้องเรียนการทุจริต",
    rhythm: "continuous",
    evidence: [{ kind: "link", url: "/contact", label: "แจ้งเรื่องร้องเรียนผ่านแบบฟอร์มติดต่อ" }],
  },
  {
    code: "O18",
    title: "ข้อมูลสถิติเรื่องร้องเรียนการทุจริต",
    rhythm: "six-monthly",
    evidence: [doc("complaint-statistics-2569-first-half")],
  },
  {
    code: "O19",
    title: "การเปิดโอกาสให้มีส่วนร่วม",
    rhythm: "yearly",
    evidence: [{ kind: "list", path: "/general", label: "ประกาศเชิญชวนประชาชนร่วมแสดงความคิดเห็น" }],
  },
  {
    code: "O20",
    title: "การประกาศนโยบาย No Gift Policy",
    rhythm: "yearly",
    evidence: [doc("no-gift-policy-2569")],
  },
  {
    code: "O21",
    title: "การประเมินความเสี่ยงการทุจริตประจำปี",
    rhythm: "yearly",
    evidence: [doc("corruption-risk-assessment-2569")],
  },
  {
    code: "O22",
    title: "การดำเนินการเพื่อจัดการความเสี่ยงการทุจริต",
    rhythm: "yearly",
    evidence: [doc("corruption-risk-management-2569")],
  },
  {
    code: "O23",
    title: "แผนปฏิบัติการป้องกันการทุจริต",
    rhythm: "yearly",
    evidence: [doc("anti-corruption-plan-2569")],
  },
  {
    code: "O24",
    title: "รายงานผลการดำเนินการป้องกันการทุจริต",
    rhythm: "yearly",
    evidence: [doc("anti-corruption-report-2569")],
  },
  {
    code: "O25",
    title: "มาตรการส่งเสริมคุณธรรมและความโปร่งใสภายในหน่วยงาน",
    rhythm: "yearly",
    evidence: [doc("integrity-measures-2569")],
  },
  {
    code: "O26",
    title: "การดำเนินการตามมาตรการส่งเสริมคุณธรรมและความโปร่งใส",
    rhythm: "yearly",
    evidence: [doc("integrity-measures-report-2569")],
  },
];

const THAI_MONTHS = [
  "มกราคม",
  "กุมภาพันธ์",
  "มีนาคม",
  "เมษายน",
  "พฤษภาคม",
  "มิถุนายน",
  "กรกฎาคม",
  "สิงหาคม",
  "กันยายน",
  "ตุลาคม",
  "พฤศจิกายน",
  "ธันวาคม",
];
const ENGLISH_MONTHS = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

function document(
  slug: string,
  title: string,
  english: string,
  category: string,
  date: string,
): DocumentSeed {
  return {
    slug,
    title,
    summary: `${title} ของสำนักงานสาธารณสุขจังหวัดสุขใจ`,
    body: html(p(`${title} เผยแพร่ตามหลักเกณฑ์การเปิดเผยข้อมูลสาธารณะของหน่วยงานภาครัฐ`)),
    category,
    date,
    files: [
      {
        fileName: `${slug}.pdf`,
        title: english,
        lines: [`${english}.`, "Published for the public-disclosure assessment (ITA/OIT)."],
      },
    ],
  };
}

/** Monthly procurement summaries, October 2025 to June 2026, each dated the 5th of the next month. */
function procurementSummaries(): DocumentSeed[] {
  return Array.from({ length: 9 }, (_, i) => {
    const month = ((9 + i) % 12) + 1;
    const year = month >= 10 ? 2025 : 2026;
    const next = new Date(Date.UTC(year, month, 5)).toISOString().slice(0, 10);
    return document(
      `procurement-summary-${year}-${String(month).padStart(2, "0")}`,
      `สรุปผลการจัดซื้อจัดจ้าง ประจำเดือน${THAI_MONTHS[month - 1]} ${year + 543}`,
      `Procurement summary, ${ENGLISH_MONTHS[month - 1]} ${year}`,
      "budget",
      next,
    );
  });
}

/** The documents the demo's assessment items point at, beside the office's other documents. */
export const ITA_DOCUMENTS: DocumentSeed[] = [
  document(
    "operating-service-manual-2569",
    "คู่มือการปฏิบัติงานและมาตรฐานการให้บริการ พ.ศ. 2569",
    "Operating and service standards manual, 2026",
    "forms",
    "2025-12-01",
  ),
  document(
    "procurement-report-2568",
    "รายงานผลการจัดซื้อจัดจ้าง ประจำปีงบประมาณ พ.ศ. 2568",
    "Annual procurement report, fiscal year 2025",
    "budget",
    "2025-10-25",
  ),
  document(
    "hr-report-2568",
    "รายงานผลการบริหารและพัฒนาทรัพยากรบุคคล ประจำปีงบประมาณ พ.ศ. 2568",
    "Human resources management report, fiscal year 2025",
    "hr",
    "2025-11-20",
  ),
  document(
    "code-of-ethics-2569",
    "ประมวลจริยธรรมข้าราชการและการขับเคลื่อนจริยธรรม พ.ศ. 2569",
    "Code of ethics and its enforcement, 2026",
    "integrity",
    "2025-10-15",
  ),
  document(
    "corruption-complaints-procedure-2569",
    "แนวปฏิบัติการจัดการเรื่องร้องเรียนการทุจริตและประพฤติมิชอบ พ.ศ. 2569",
    "Corruption complaints procedure, 2026",
    "integrity",
    "2025-10-15",
  ),
  document(
    "complaint-statistics-2569-first-half",
    "สถิติเรื่องร้องเรียนการทุจริต รอบ 6 เดือนแรก ปีงบประมาณ พ.ศ. 2569",
    "Corruption complaint statistics, first half of fiscal year 2026: no complaints received",
    "integrity",
    "2026-04-05",
  ),
  document(
    "corruption-risk-assessment-2569",
    "การประเมินความเสี่ยงการทุจริต ประจำปีงบประมาณ พ.ศ. 2569",
    "Corruption risk assessment, fiscal year 2026",
    "integrity",
    "2025-12-15",
  ),
  document(
    "corruption-risk-management-2569",
    "รายงานการดำเนินการเพื่อจัดการความเสี่ยงการทุจริต พ.ศ. 2569",
    "Corruption risk management report, 2026",
    "integrity",
    "2026-03-20",
  ),
  document(
    "anti-corruption-plan-2569",
    "แผนปฏิบัติการป้องกันการทุจริต ประจำปีงบประมาณ พ.ศ. 2569",
    "Anti-corruption action plan, fiscal year 2026",
    "integrity",
    "2025-10-10",
  ),
  document(
    "anti-corruption-report-2569",
    "รายงานผลการดำเนินการป้องกันการทุจริต พ.ศ. 2569",
    "Anti-corruption progress report, 2026",
    "integrity",
    "2026-04-10",
  ),
  document(
    "integrity-measures-2569",
    "มาตรการส่งเสริมคุณธรรมและความโปร่งใสภายในหน่วยงาน พ.ศ. 2569",
    "Integrity and transparency measures, 2026",
    "integrity",
    "2025-11-25",
  ),
  document(
    "integrity-measures-report-2569",
    "รายงานการดำเนินการตามมาตรการส่งเสริมคุณธรรมและความโปร่งใส พ.ศ. 2569",
    "Report on the integrity and transparency measures, 2026",
    "integrity",
    "2026-06-15",
  ),
  ...procurementSummaries(),
];
