import type { EvidenceKind, Rhythm } from "../../content/ita.ts";

/** An evidence rule as seed data: items of the site are named by type and slug. */
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

const documents = (category: string, keyword: string): ItaEvidenceSeed[] => [
  { kind: "documents", category, keyword },
];

/**
 * The OIT list of assessment year 2569 as it ships: what an office starts its first year from in
 * the back-office, then edits where its own list differs. Each item's evidence is a rule that
 * finds what an office usually publishes (its about pages, its lists, documents of a category whose
 * titles hold the usual words in the assessment year), so documents already in place count at once.
 */
export const OIT_STANDARD: { year: number; items: ItaItemSeed[] } = {
  year: 2569,
  items: [
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
      evidence: documents("plan", "แผนปฏิบัติราชการ"),
    },
    {
      code: "O6",
      title: "รายงานการกำกับติดตามการดำเนินงาน รอบ 6 เดือน",
      rhythm: "six-monthly",
      evidence: documents("plan", "รายงานการกำกับติดตาม"),
    },
    {
      code: "O7",
      title: "รายงานผลการดำเนินงานประจำปี",
      rhythm: "yearly",
      evidence: documents("plan", "รายงานผลการดำเนินงาน"),
    },
    {
      code: "O8",
      title: "คู่มือหรือมาตรฐานการปฏิบัติงาน",
      rhythm: "yearly",
      evidence: documents("forms", "การปฏิบัติงาน"),
    },
    {
      code: "O9",
      title: "คู่มือหรือมาตรฐานการให้บริการ",
      rhythm: "yearly",
      evidence: documents("forms", "การให้บริการ"),
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
      evidence: documents("budget", "สรุปผลการจัดซื้อจัดจ้าง"),
    },
    {
      code: "O12",
      title: "รายงานผลการจัดซื้อจัดจ้างประจำปี",
      rhythm: "yearly",
      evidence: documents("budget", "รายงานผลการจัดซื้อจัดจ้าง"),
    },
    {
      code: "O13",
      title: "นโยบาย หลักเกณฑ์ และแผนการบริหารทรัพยากรบุคคล",
      rhythm: "yearly",
      evidence: documents("hr", "นโยบายการบริหารทรัพยากรบุคคล"),
    },
    {
      code: "O14",
      title: "รายงานผลการบริหารและพัฒนาทรัพยากรบุคคล",
      rhythm: "yearly",
      evidence: documents("hr", "รายงานผลการบริหาร"),
    },
    {
      code: "O15",
      title: "ประมวลจริยธรรมและการขับเคลื่อนจริยธรรม",
      rhythm: "yearly",
      evidence: documents("integrity", "ประมวลจริยธรรม"),
    },
    {
      code: "O16",
      title: "แนวปฏิบัติการจัดการเรื่องร้องเรียนการทุจริต",
      rhythm: "yearly",
      evidence: documents("integrity", "การจัดการเรื่องร้องเรียน"),
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
      evidence: documents("integrity", "สถิติเรื่องร้องเรียน"),
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
      evidence: documents("integrity", "No Gift Policy"),
    },
    {
      code: "O21",
      title: "การประเมินความเสี่ยงการทุจริตประจำปี",
      rhythm: "yearly",
      evidence: documents("integrity", "การประเมินความเสี่ยงการทุจริต"),
    },
    {
      code: "O22",
      title: "การดำเนินการเพื่อจัดการความเสี่ยงการทุจริต",
      rhythm: "yearly",
      evidence: documents("integrity", "จัดการความเสี่ยงการทุจริต"),
    },
    {
      code: "O23",
      title: "แผนปฏิบัติการป้องกันการทุจริต",
      rhythm: "yearly",
      evidence: documents("integrity", "แผนปฏิบัติการป้องกันการทุจริต"),
    },
    {
      code: "O24",
      title: "รายงานผลการดำเนินการป้องกันการทุจริต",
      rhythm: "yearly",
      evidence: documents("integrity", "รายงานผลการดำเนินการป้องกันการทุจริต"),
    },
    {
      code: "O25",
      title: "มาตรการส่งเสริมคุณธรรมและความโปร่งใสภายในหน่วยงาน",
      rhythm: "yearly",
      evidence: documents("integrity", "มาตรการส่งเสริมคุณธรรม"),
    },
    {
      code: "O26",
      title: "การดำเนินการตามมาตรการส่งเสริมคุณธรรมและความโปร่งใส",
      rhythm: "yearly",
      evidence: documents("integrity", "การดำเนินการตามมาตรการ"),
    },
  ],
};
