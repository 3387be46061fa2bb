/**
 * The registry of content kinds: every kind of item the office publishes, declared once. Types,
 * public routes, menus, feeds, the sitemap, the page cache and metrics derive from these
 * declarations; the back-office half of each (editor fields, list columns, back-office lists) is in
 * `kind-office.ts`, apart so that public pages do not ship it. `app/content` is the ground floor:
 * it imports nothing outside itself.
 */

/** A way content is filed: its key (in URLs and the `subject` column) and its Thai label. */
export type Category = { key: string; label: string };

/** News subjects: the URL segment and the label the office uses. */
export const SUBJECTS: readonly Category[] = [
  { key: "office", label: "สำนักข่าวสร้างสุข" },
  { key: "knowledge", label: "สาระสุขภาพ" },
  { key: "health", label: "ข่าวสุขภาพ" },
];

/** Categories of documents, as a public-disclosure assessment (ITA/OIT) groups them. */
export const DOCUMENT_CATEGORIES: readonly Category[] = [
  { key: "basic", label: "ข้อมูลพื้นฐาน" },
  { key: "plan", label: "แผนและผลการดำเนินงาน" },
  { key: "budget", label: "งบประมาณและการจัดซื้อจัดจ้าง" },
  { key: "hr", label: "การบริหารทรัพยากรบุคคล" },
  { key: "integrity", label: "คุณธรรมและความโปร่งใส" },
  { key: "forms", label: "แบบฟอร์มและคู่มือ" },
];

/** A link in one of the site menu's groups, in order there (1 first). */
export type MenuPlace = { group: "media" | "announce" | "about"; order: number };

/**
 * What every page needs to know of a kind, and all that public pages' JavaScript carries: the
 * back-office half is in `kind-office.ts`, how its public pages are served in `kind-routes.ts`.
 */
export type KindDeclaration = {
  /** The `type` column's value. */
  type: string;
  /** The kind's name in the plural, as lists, menus and breadcrumbs show it. */
  label: string;
  /** The public list's path; null for a kind shown inside other pages (see `shownOn`). */
  path: string | null;
  menu?: MenuPlace;
  /**
   * Heads a group of the site menu of its own, before the shared groups: its whole list, under this
   * label, then one list per subject (news).
   */
  menuHead?: string;
  /**
   * The subjects it is filed under (the `subject` column), part of its addresses: each has a list
   * at `{path}/{subject}`, items live at `{path}/{subject}/{slug}`, and cards and breadcrumbs name
   * the subject (news).
   */
  subjects?: readonly Category[];
  /**
   * The categories it is filed under (the `subject` column), no part of its addresses: a filter of
   * its list, named above an item's title (documents).
   */
  categories?: readonly Category[];
  /** Public paths whose pages show this kind though it has no pages of its own. */
  shownOn?: readonly string[];
};

const kinds = [
  {
    type: "news",
    label: "ข่าวสาร",
    path: "/news",
    menuHead: "ข่าวทั้งหมด",
    subjects: SUBJECTS,
  },
  {
    type: "multimedia",
    label: "มัลติมีเดีย",
    path: "/multimidia",
    menu: { group: "media", order: 1 },
  },
  {
    type: "infographic",
    label: "อินโฟกราฟิก",
    path: "/infographic",
    menu: { group: "media", order: 2 },
  },
  {
    type: "gallery",
    label: "แกลเลอรี",
    path: "/gallery",
    menu: { group: "media", order: 3 },
  },
  {
    type: "general",
    label: "ประกาศทั่วไป",
    path: "/general",
    menu: { group: "announce", order: 1 },
  },
  {
    type: "faq",
    label: "คำถามที่พบบ่อย",
    path: "/fqa",
    menu: { group: "announce", order: 4 },
  },
  {
    type: "document",
    label: "เอกสารเผยแพร่",
    path: "/documents",
    menu: { group: "announce", order: 2 },
    categories: DOCUMENT_CATEGORIES,
  },
  { type: "page", label: "หน้าเว็บ", path: null },
  { type: "executive", label: "ผู้บริหาร", path: null, shownOn: ["/about/executives"] },
] as const satisfies readonly KindDeclaration[];

/**
 * Pages that belong to no dated list come in groups, each under its own path and in the order
 * staff give them; a page outside a group (work with us) lives at `/{slug}`.
 */
export const PAGE_GROUPS = {
  about: {
    label: "เกี่ยวกับสำนักงาน",
    path: "/about",
    menu: [{ group: "about", order: 1 }],
  },
  policy: {
    label: "นโยบายเว็บไซต์",
    path: "/policy",
    menu: [],
  },
} as const satisfies Record<string, { label: string; path: string; menu: readonly MenuPlace[] }>;
export type PageGroupKey = keyof typeof PAGE_GROUPS;

/** Pages outside any group, each at its own fixed path and edited from the back-office list named. */
export const STANDALONE_PAGES = [
  {
    slug: "workwithus",
    path: "/workwithus",
    label: "ร่วมงานกับเรา",
    menu: [
      { group: "announce", order: 3 },
      { group: "about", order: 3 },
    ],
  },
] as const satisfies readonly {
  slug: string;
  path: string;
  label: string;
  menu: readonly MenuPlace[];
}[];

/** The `type` of an item: one of the declared kinds. */
export type ItemType = (typeof kinds)[number]["type"];

/** The kinds with public pages of their own. */
export type PublicItemType = Extract<(typeof kinds)[number], { path: string }>["type"];

export type Kind = KindDeclaration & { type: ItemType };

export const KINDS: readonly Kind[] = kinds;
export function itemTypes(): [ItemType, ...ItemType[]] {
  return kinds.map((k) => k.type) as [ItemType, ...ItemType[]];
}

export function kindOfType(type: ItemType): Kind {
  return KINDS.find((k) => k.type === type)!;
}

export function isItemType(value: string): value is ItemType {
  return KINDS.some((k) => k.type === value);
}

/**
 * Whether items of this kind are the site's own pages (about, policies, work with us): no list of
 * their own and shown inside no other page, yet each has a page, in a group of `PAGE_GROUPS` or
 * at `/{slug}`.
 */
export function isSitePage(type: ItemType): boolean {
  const kind = kindOfType(type);
  return kind.path === null && !kind.shownOn;
}

/** The subject an item is filed under, for a kind filed under subjects (news). */
export function subjectOf(item: { type: ItemType; subject: string | null }): Category | undefined {
  return kindOfType(item.type).subjects?.find((s) => s.key === item.subject);
}

type MenuLinkPlace = MenuPlace & { label: string; path: string };

/** The site menu's links in one of its groups, in order: kinds, fixed pages and `extra` links. */
export function menuLinks(group: MenuPlace["group"], extra: MenuLinkPlace[] = []): MenuLinkPlace[] {
  return [
    ...KINDS.flatMap((k) =>
      k.menu && k.path ? [{ ...k.menu, label: k.label, path: k.path }] : [],
    ),
    ...[...Object.values(PAGE_GROUPS), ...STANDALONE_PAGES].flatMap((p) =>
      p.menu.map((m) => ({ ...m, label: p.label, path: p.path })),
    ),
    ...extra,
  ]
    .filter((p) => p.group === group)
    .sort((a, b) => a.order - b.order);
}

/** The menu groups kinds head (`menuHead`): the kind's whole list, then each subject's. */
export function kindMenuGroups(): {
  id: ItemType;
  label: string;
  path: string;
  children: { label: string; path: string }[];
}[] {
  return KINDS.filter((k) => k.menuHead).map((k) => ({
    id: k.type,
    label: k.label,
    path: k.path!,
    children: [
      { label: k.menuHead!, path: k.path! },
      ...(k.subjects ?? []).map((s) => ({ label: s.label, path: `${k.path}/${s.key}` })),
    ],
  }));
}
