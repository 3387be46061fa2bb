/**
 * The lists of `ita-lists.ts` a site starts with, until an administrator saves their own: the
 * government website standard's content groups (version 2.0) with the Official Information Act's
 * sections they answer, and the information centre's sections of the Act (sections 7 and 9).
 * Seed data an office edits, like the health vocabulary.
 */

import {
  YEAR_PLACEHOLDER,
  type CentreSource,
  type ItaListGroups,
  type ListEntry,
  type SelfCheckSource,
} from "./ita-lists.ts";
import { KIND_OFFICE, type StandardCheck } from "./kind-office.ts";
import { KINDS } from "./kinds.ts";
import { INFORMATION_REQUEST_TOPIC } from "./site-settings.ts";
import { POLICY_LINKS } from "./types.ts";
import { ABOUT_PAGES } from "./site-pages.ts";

type Check = ListEntry<SelfCheckSource>;

const aboutPage = (slug: string): Check => ({
  label: ABOUT_PAGES.find((p) => p.slug === slug)!.title,
  source: { kind: "about-page", slug },
});

/** The kinds the standard asks for under one of its headings, in registry order. */
const kindChecks = (heading: StandardCheck["heading"]): Check[] =>
  KINDS.flatMap((k) => {
    const standard = KIND_OFFICE[k.type].standard;
    return standard?.heading === heading
      ? [{ label: standard.label, source: { kind: "content-kind", type: k.type } }]
      : [];
  });

const STANDARD = "มาตรฐานเว็บไซต์ภาครัฐ";
const ACT = "พ.ร.บ.ข้อมูลข่าวสารฯ";

export const SELF_CHECK_STARTER: ItaListGroups["self-check"] = [
  {
    title: "ข้อมูลหน่วยงาน",
    basis: `${STANDARD} · ${ACT} มาตรา 7`,
    entries: [
      ...["history", "vision", "structure", "duties"].map(aboutPage),
      ...kindChecks("organisation"),
    ],
  },
  { title: "ข่าวสารและบริการ", basis: STANDARD, entries: kindChecks("services") },
  {
    title: "ช่องทางติดต่อและการมีส่วนร่วม",
    basis: `${STANDARD} · ${ACT} มาตรา 7`,
    entries: [
      { label: "ที่อยู่ โทรศัพท์ และอีเมลของสำนักงาน", source: { kind: "office-contact" } },
      { label: "ช่องทางโซเชียลมีเดียอย่างน้อยหนึ่งช่องทาง", source: { kind: "social-links" } },
      { label: "แบบฟอร์มติดต่อ", source: { kind: "contact-form" } },
      {
        label: `หัวข้อ “${INFORMATION_REQUEST_TOPIC}” ในแบบฟอร์มติดต่อ (ศูนย์ข้อมูลข่าวสาร)`,
        source: { kind: "request-topic" },
      },
      { label: "แผนผังเว็บไซต์", source: { kind: "site-map" } },
    ],
  },
  {
    title: "นโยบายเว็บไซต์และการเข้าถึง",
    basis: STANDARD,
    entries: [
      ...POLICY_LINKS.map((link): Check => ({
        label: link.title,
        source: { kind: "policy-page", slug: link.slug },
      })),
      { label: "เว็บไซต์ใช้ HTTPS", source: { kind: "https" } },
    ],
  },
  {
    title: `เอกสารที่เปิดให้ตรวจดู ปีงบประมาณ ${YEAR_PLACEHOLDER}`,
    basis: `${ACT} มาตรา 7 และ 9`,
    entries: [
      { label: "แผนงานและโครงการ", source: { kind: "documents-year", category: "plan" } },
      {
        label: "งบประมาณและการจัดซื้อจัดจ้าง",
        source: { kind: "documents-year", category: "budget" },
      },
      {
        label: "ระเบียบ คำสั่ง และข้อมูลพื้นฐาน",
        source: { kind: "documents-ever", category: "basic" },
      },
    ],
  },
];

/** An entry without a label of its own: the page's title as the site has it, the category's name. */
const named = (source: CentreSource): ListEntry<CentreSource> => ({ label: "", source });

export const CENTRE_STARTER: ItaListGroups["information-centre"] = [
  {
    title: "โครงสร้างและการจัดองค์กร อำนาจหน้าที่",
    basis: "มาตรา 7 (1) และ (2)",
    entries: ["structure", "duties", "executives"].map((slug) =>
      named({ kind: "about-page", slug }),
    ),
  },
  {
    title: "กฎ ระเบียบ คำสั่ง และนโยบาย",
    basis: "มาตรา 7 (4)",
    entries: [named({ kind: "documents", category: "basic" })],
  },
  {
    title: "แผนงาน โครงการ และผลการดำเนินงาน",
    basis: "มาตรา 9 (3)",
    entries: [named({ kind: "documents", category: "plan" })],
  },
  {
    title: "งบประมาณ การจัดซื้อจัดจ้าง และสัญญา",
    basis: "มาตรา 9 (3) และ (8)",
    entries: [named({ kind: "documents", category: "budget" })],
  },
];

export const ITA_LIST_STARTERS: ItaListGroups = {
  "self-check": SELF_CHECK_STARTER,
  "information-centre": CENTRE_STARTER,
};
