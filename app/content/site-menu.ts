import { kindMenuGroups, menuLinks } from "./kinds.ts";

export type MenuLink = { label: string; path: string };
export type MenuGroup = { id: string; label: string; path?: string; children: MenuLink[] };
export type MenuEntry = MenuLink | MenuGroup;

export function isGroup(entry: MenuEntry): entry is MenuGroup {
  return "children" in entry;
}

/**
 * The site menu, as the office names it: the groups kinds head (news), then the shared groups; the
 * kinds' links come from the registry of kinds.
 */
export const MENU: MenuEntry[] = [
  { label: "หน้าหลัก", path: "/" },
  ...kindMenuGroups(),
  { id: "media", label: "สื่อสร้างสุข", children: menuLinks("media") },
  { id: "announce", label: "ประกาศ", children: menuLinks("announce") },
  {
    id: "about",
    label: "เกี่ยวกับเรา",
    children: menuLinks("about", [
      { label: "ติดต่อสำนักงาน", path: "/contact", group: "about", order: 2 },
    ]),
  },
];
