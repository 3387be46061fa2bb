import { ADMIN_KINDS, listPath } from "../../content/admin-kinds.ts";
import { ADMIN_GROUPS, type AdminGroup } from "../../content/kind-office.ts";
import { can, type Permission, type Role } from "../permissions.ts";

export type AdminLink = {
  to: string;
  label: string;
  permission?: Permission;
  /** A count shown beside the label, loaded by the admin layout. */
  badge?: "new-messages";
};
export type AdminMenuGroup = { label: string; links: AdminLink[] };

/** Links that follow a group's lists of content in the side menu. */
const AFTER_LISTS: Partial<Record<AdminGroup, AdminLink[]>> = {
  media: [{ to: "/admin/library", label: "คลังสื่อ", permission: "content.write" }],
};

/** The back-office side menu; a link shows only to people holding its permission. */
const ADMIN_MENU: AdminMenuGroup[] = [
  { label: "ภาพรวม", links: [{ to: "/admin/dashboard", label: "แดชบอร์ด" }] },
  // The registry's groups of lists of content, each kind's lists in registry order.
  ...(Object.entries(ADMIN_GROUPS) as [AdminGroup, string][]).map(([group, label]) => ({
    label,
    links: [
      ...ADMIN_KINDS.filter((k) => k.group === group).map((k): AdminLink => ({
        to: listPath(k),
        label: k.label,
        permission: k.permissions.write,
      })),
      ...(AFTER_LISTS[group] ?? []),
    ],
  })),
  {
    label: "การเปิดเผยข้อมูล",
    links: [
      { to: "/admin/ita", label: "ความพร้อม ITA", permission: "content.write" },
      {
        to: "/admin/ita/lists/self-check",
        label: "หมวดที่ตรวจและศูนย์ข้อมูลข่าวสาร",
        permission: "settings.manage",
      },
    ],
  },
  {
    label: "ข้อความติดต่อ",
    links: [
      {
        to: "/admin/messages/contact",
        label: "กล่องข้อความ",
        permission: "messages.handle",
        badge: "new-messages",
      },
      { to: "/admin/messages/privacy", label: "คำขอข้อมูลส่วนบุคคล", permission: "messages.delete" },
    ],
  },
  {
    label: "บัญชีของฉัน",
    links: [
      { to: "/admin/account", label: "ข้อมูลและรหัสผ่าน" },
      { to: "/admin/account/sessions", label: "อุปกรณ์ที่เข้าสู่ระบบ" },
      { to: "/admin/account/two-factor", label: "ยืนยันตัวตนสองขั้นตอน" },
    ],
  },
  {
    label: "การดูแลระบบ",
    links: [
      { to: "/admin/users", label: "บัญชีผู้ใช้", permission: "users.manage" },
      { to: "/admin/audit", label: "บันทึกการใช้งาน", permission: "audit.read" },
      { to: "/admin/settings", label: "ตั้งค่าเว็บไซต์", permission: "settings.manage" },
      { to: "/admin/settings/alert", label: "ประกาศด่วนทั้งเว็บไซต์", permission: "settings.manage" },
      { to: "/admin/settings/search", label: "คลังคำค้นสุขภาพ", permission: "settings.manage" },
      { to: "/admin/settings/security", label: "ความปลอดภัย", permission: "settings.manage" },
      { to: "/admin/redirects", label: "ที่อยู่เดิมของหน้า", permission: "settings.manage" },
      { to: "/admin/import", label: "นำเข้าจาก WordPress", permission: "settings.manage" },
      { to: "/admin/dropbox/refreshToken", label: "เชื่อมต่อ Dropbox", permission: "storage.manage" },
    ],
  },
];

export function menuFor(user: { role: Role }): AdminMenuGroup[] {
  return ADMIN_MENU.map((group) => ({
    ...group,
    links: group.links.filter((link) => !link.permission || can(user, link.permission)),
  })).filter((group) => group.links.length > 0);
}
