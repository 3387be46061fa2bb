import { CONTENT_TYPES, PAGE_GROUPS, SUBJECTS } from "../../content/types.ts";

export type MenuLink = { label: string; path: string };
export type MenuGroup = { id: string; label: string; path?: string; children: MenuLink[] };
export type MenuEntry = MenuLink | MenuGroup;

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return "children" in entry;
}

/** The site menu, as the office names it. */
export const MENU: MenuEntry[] = [
  { label: "หน้าหลัก", path: "/" },
  {
    id: "news",
    label: "ข่าวสาร",
    path: "/news",
    children: [
      { label: "ข่าวทั้งหมด", path: "/news" },
      ...SUBJECTS.map((s) => ({ label: s.label, path: `/news/${s.key}` })),
    ],
  },
  {
    id: "media",
    label: "สื่อสร้างสุข",
    children: (["multimedia", "infographic", "gallery"] as const).map((t) => ({
      label: CONTENT_TYPES[t].label,
      path: CONTENT_TYPES[t].path,
    })),
  },
  {
    id: "announce",
    label: "ประกาศ",
    children: [
      { label: CONTENT_TYPES.general.label, path: CONTENT_TYPES.general.path },
      { label: CONTENT_TYPES.document.label, path: CONTENT_TYPES.document.path },
      { label: "ร่วมงานกับเรา", path: "/workwithus" },
      { label: CONTENT_TYPES.faq.label, path: CONTENT_TYPES.faq.path },
    ],
  },
  {
    id: "about",
    label: "เกี่ยวกับเรา",
    children: [
      { label: PAGE_GROUPS.about.label, path: PAGE_GROUPS.about.path },
      { label: "ติดต่อสำนักงาน", path: "/contact" },
      { label: "ร่วมงานกับเรา", path: "/workwithus" },
    ],
  },
];

export const MENU_MODES = ["normal", "slide", "search"] as const;
export type MenuMode = (typeof MENU_MODES)[number];

export function isMenuMode(value: string): value is MenuMode {
  return (MENU_MODES as readonly string[]).includes(value);
}
