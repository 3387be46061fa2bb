/**
 * The two lists of the transparency section that change from year to year and that offices edit:
 * the self-check's content groups (the government website standard and the Official Information
 * Act) and the information centre's sections (the Act's sections 7 and 9). Each is groups of
 * entries; an entry names its source from a closed set the code knows how to evaluate, never code
 * or an address of its own (save an outside link in the information centre). The lists an office
 * starts with are in `ita-list-starters.ts`, what sources are called in `ita-source-names.ts`;
 * what an office saves is in its settings. Back-office pages import this module: it stays light.
 */

import type { ItemType } from "./kinds.ts";
import { INFORMATION_REQUEST_TOPIC } from "./site-settings.ts";

export const ITA_LISTS = {
  "self-check": {
    title: "หมวดที่ตรวจตามมาตรฐานเว็บไซต์ภาครัฐ",
    groupName: "หมวด",
    entryName: "รายการตรวจ",
  },
  "information-centre": {
    title: "หมวดของศูนย์ข้อมูลข่าวสาร",
    groupName: "หมวด",
    entryName: "รายการ",
  },
} as const;
export type ItaListName = keyof typeof ITA_LISTS;

export function isItaListName(value: string | undefined): value is ItaListName {
  return value !== undefined && Object.hasOwn(ITA_LISTS, value);
}

/** The back-office page where a list is edited. */
export function itaListPath(list: ItaListName): string {
  return `/admin/ita/lists/${list}`;
}

/** How many groups, entries a group and characters a text a list may hold. */
export const ITA_LIST_LIMITS = { groups: 20, entries: 40, text: 200, url: 500 } as const;

/** Written in a title, basis or label, it shows the current fiscal year (BE). */
export const YEAR_PLACEHOLDER = "{ปี}";

export function withYear(text: string, year: number): string {
  return text.replaceAll(YEAR_PLACEHOLDER, String(year));
}

/** What a source needs besides its kind: a page's slug, a document category, a kind, an address. */
export type SourceParam = "slug" | "category" | "type" | "url" | null;

type SourceDeclaration = { name: string; param: SourceParam };

/** The self-check's sources: each is a check the code makes (`domain/ita/self-check.server.ts`). */
export const SELF_CHECK_SOURCES = {
  "about-page": { name: "หน้าเกี่ยวกับสำนักงาน", param: "slug" },
  "policy-page": { name: "หน้านโยบายเว็บไซต์", param: "slug" },
  "documents-year": { name: "เอกสารของปีงบประมาณนี้ในหมวด", param: "category" },
  "documents-ever": { name: "เอกสารที่เคยเผยแพร่ในหมวด", param: "category" },
  "content-kind": { name: "เนื้อหาตามมาตรฐาน", param: "type" },
  "office-contact": { name: "ที่อยู่ โทรศัพท์ และอีเมลของสำนักงาน", param: null },
  "social-links": { name: "ช่องทางโซเชียลมีเดียอย่างน้อยหนึ่งช่องทาง", param: null },
  "request-topic": {
    name: `หัวข้อ “${INFORMATION_REQUEST_TOPIC}” ในแบบฟอร์มติดต่อ`,
    param: null,
  },
  "contact-form": { name: "แบบฟอร์มติดต่อ", param: null },
  "site-map": { name: "แผนผังเว็บไซต์", param: null },
  https: { name: "เว็บไซต์ใช้ HTTPS", param: null },
} as const satisfies Record<string, SourceDeclaration>;

/** The information centre's sources: what a section lists. */
export const CENTRE_SOURCES = {
  "about-page": { name: "หน้าเกี่ยวกับสำนักงาน", param: "slug" },
  "policy-page": { name: "หน้านโยบายเว็บไซต์", param: "slug" },
  documents: { name: "เอกสารล่าสุดในหมวด", param: "category" },
  link: { name: "ลิงก์ภายนอก (https://)", param: "url" },
} as const satisfies Record<string, SourceDeclaration>;

export const LIST_SOURCES = {
  "self-check": SELF_CHECK_SOURCES,
  "information-centre": CENTRE_SOURCES,
} as const satisfies Record<ItaListName, Record<string, SourceDeclaration>>;

/** The kinds of sources of a table that take a parameter `P`. */
type Of<T, P extends SourceParam> = {
  [K in keyof T]: T[K] extends { param: P } ? K : never;
}[keyof T];

export type SelfCheckSource =
  | { kind: Of<typeof SELF_CHECK_SOURCES, "slug">; slug: string }
  | { kind: Of<typeof SELF_CHECK_SOURCES, "category">; category: string }
  | { kind: "content-kind"; type: ItemType }
  | { kind: Of<typeof SELF_CHECK_SOURCES, null> };

export type CentreSource =
  | { kind: Of<typeof CENTRE_SOURCES, "slug">; slug: string }
  | { kind: "documents"; category: string }
  | { kind: "link"; url: string };

export type ListSource = SelfCheckSource | CentreSource;

/** One entry: its label (empty: the source's own name) and where its answer comes from. */
export type ListEntry<S extends ListSource = ListSource> = { label: string; source: S };

/** A group: its title, its legal basis (may be empty) and its entries in order. */
export type ListGroup<S extends ListSource = ListSource> = {
  title: string;
  basis: string;
  entries: ListEntry<S>[];
};

export type ItaListGroups = {
  "self-check": ListGroup<SelfCheckSource>[];
  "information-centre": ListGroup<CentreSource>[];
};

/** A source as one value of the form's choice: `about-page:history`, `https`. */
export function sourceToken(source: ListSource): string {
  if ("slug" in source) return `${source.kind}:${source.slug}`;
  if ("category" in source) return `${source.kind}:${source.category}`;
  if ("type" in source) return `${source.kind}:${source.type}`;
  return source.kind;
}
