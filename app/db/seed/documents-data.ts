import { html, p, ul } from "../../content/html-blocks.ts";
import { ITA_DOCUMENTS } from "./ita-data.ts";
import type { DocumentSeed } from "./types.ts";

/** Public-disclosure documents. PDF text stays ASCII: the demo PDFs use Helvetica. */
const OFFICE_DOCUMENTS: DocumentSeed[] = [
  {
    slug: "action-plan-2569",
    title: "แผนปฏิบัติราชการ ประจำปีงบประมาณ พ.ศ. 2569",
    summary: "แผนงาน โครงการ ตัวชี้วัด และงบประมาณของสำนักงานในปีงบประมาณ 2569",
    body: html(
      p("แผนปฏิบัติราชการประจำปีงบประมาณ พ.ศ. 2569 ของสำนักงานสาธารณสุขจังหวัดสุขใจ ประกอบด้วย"),
      ul("ประเด็นยุทธศาสตร์ 4 ด้าน", "โครงการ 36 โครงการ พร้อมตัวชี้วัด", "แผนการใช้จ่ายงบประมาณรายไตรมาส"),
    ),
    category: "plan",
    date: "2025-10-01",
    files: [
      {
        fileName: "แผนปฏิบัติราชการ-2569.pdf",
        title: "Annual Action Plan, Fiscal Year 2026",
        lines: [
          "Four strategic issues: health promotion, disease control, service quality, good governance.",
          "36 projects with indicators and quarterly spending plans.",
        ],
      },
    ],
  },
  {
    slug: "performance-report-2568",
    title: "รายงานผลการดำเนินงาน ประจำปีงบประมาณ พ.ศ. 2568",
    summary: "ผลการดำเนินงานตามแผนปฏิบัติราชการ ปัญหาอุปสรรค และข้อเสนอแนะ",
    body: p("สรุปผลการดำเนินงานตามตัวชี้วัดของแผนปฏิบัติราชการประจำปีงบประมาณ พ.ศ. 2568"),
    category: "plan",
    date: "2025-11-15",
    files: [
      {
        fileName: "รายงานผลการดำเนินงาน-2568.pdf",
        title: "Performance Report, Fiscal Year 2025",
        lines: ["31 of 36 indicators met.", "Challenges: staff shortages in remote districts."],
      },
    ],
  },
  {
    slug: "procurement-plan-2569",
    title: "ประกาศเผยแพร่แผนการจัดซื้อจัดจ้าง ประจำปีงบประมาณ พ.ศ. 2569",
    summary: "แผนการจัดซื้อจัดจ้างตามพระราชบัญญัติการจัดซื้อจัดจ้างและการบริหารพัสดุภาครัฐ พ.ศ. 2560",
    body: p("เผยแพร่แผนการจัดซื้อจัดจ้างประจำปีงบประมาณ พ.ศ. 2569 ตามมาตรา 11"),
    category: "budget",
    date: "2025-10-20",
    files: [
      {
        fileName: "แผนการจัดซื้อจัดจ้าง-2569.pdf",
        title: "Procurement Plan, Fiscal Year 2026",
        lines: ["Medical supplies, vehicles and IT equipment, by quarter."],
      },
    ],
  },
  {
    slug: "no-gift-policy-2569",
    title: "ประกาศเจตนารมณ์ไม่รับของขวัญและของกำนัลทุกชนิดจากการปฏิบัติหน้าที่ (No Gift Policy) พ.ศ. 2569",
    summary: "ผู้บริหารและเจ้าหน้าที่ทุกคนจะไม่รับของขวัญหรือของกำนัลจากการปฏิบัติหน้าที่",
    body: p(
      "สำนักงานประกาศเจตนารมณ์ไม่รับของขวัญและของกำนัลทุกชนิดจากการปฏิบัติหน้าที่ เพื่อส่งเสริมวัฒนธรรมองค์กรที่โปร่งใส",
    ),
    category: "integrity",
    date: "2025-11-01",
    files: [
      {
        fileName: "ประกาศ-No-Gift-Policy-2569.pdf",
        title: "No Gift Policy Declaration, 2026",
        lines: ["Staff will not accept gifts of any kind in connection with their duties."],
      },
    ],
  },
  {
    slug: "hr-policy-2568",
    title: "นโยบายการบริหารทรัพยากรบุคคล พ.ศ. 2568",
    summary: "นโยบายและหลักเกณฑ์การสรรหา พัฒนา และประเมินผลบุคลากร",
    body: p("นโยบายการบริหารทรัพยากรบุคคลของสำนักงานสาธารณสุขจังหวัดสุขใจ พ.ศ. 2568"),
    category: "hr",
    date: "2025-03-15",
    files: [
      {
        fileName: "นโยบายการบริหารทรัพยากรบุคคล-2568.pdf",
        title: "Human Resources Policy, 2025",
        lines: ["Recruitment, development, appraisal and retention of staff."],
      },
    ],
  },
  {
    slug: "service-manual-complaints",
    title: "คู่มือการรับเรื่องร้องเรียนและการให้บริการประชาชน",
    summary: "ขั้นตอน ระยะเวลา และช่องทางการยื่นเรื่องร้องเรียนหรือขอรับบริการ",
    body: p("คู่มือสำหรับประชาชนในการยื่นเรื่องร้องเรียน และคู่มือการปฏิบัติงานของเจ้าหน้าที่"),
    category: "forms",
    date: "2024-12-10",
    files: [
      {
        fileName: "คู่มือการรับเรื่องร้องเรียน.pdf",
        title: "Complaints and Public Service Manual",
        lines: ["Channels: counter, phone, website, letter.", "Response within 15 working days."],
      },
      {
        fileName: "แบบฟอร์มร้องเรียน.pdf",
        title: "Complaint Form",
        lines: [
          "Name: ____________  Phone: ____________",
          "Details: ______________________________",
        ],
      },
    ],
  },
];

/** Every demo document: the office's own and those its assessment items point at. */
export const DOCUMENTS: DocumentSeed[] = [...OFFICE_DOCUMENTS, ...ITA_DOCUMENTS];
