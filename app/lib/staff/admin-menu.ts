import { ADMIN_KINDS } from "../../content/admin-kinds.ts";
import { can, type Permission, type Role } from "../permissions.ts";

export type AdminLink = {
  to: string;
  label: string;
  permission?: Permission;
  /** A count shown beside the label, loaded by the admin layout. */
  badge?: "new-messages";
};
export type AdminMenuGroup = { label: string; links: AdminLink[] };

/** The back-office side menu; a link shows only to people holding its permission. */
const ADMIN_MENU: AdminMenuGroup[] = [
  { label: "ภาพรวม", links: [{ to: "/admin/dashboard", label: "แดชบอร์ด" }] },
  {
    label: "ข่าวสาร",
    links: ADMIN_KINDS.filter((k) => k.group === "news").map((k) => ({
      to: `/admin/news/${k.list}`,
      label: k.label,
      permission: "content.write" as const,
    })),
  },
  {
    label: "สื่อสร้างสุข",
    links: [
      ...ADMIN_KINDS.filter((k) => k.group === "media").map((k) => ({
        to: `/admin/media/${k.list}`,
        label: k.label,
        permission: "content.write" as const,
      })),
      { to: "/admin/library", label: "คลังสื่อ", permission: "content.write" },
    ],
  },
  {
    label: "ประกาศ",
    links: ADMIN_KINDS.filter((k) => k.group === "announce").map((k) => ({
      to: `/admin/announce/${k.list}`,
      label: k.label,
      permission: "content.write" as const,
    })),
  },
  {
    label: "หน้าเว็บ",
    links: ADMIN_KINDS.filter((k) => k.group === "pages").map((k) => ({
      to: `/admin/pages/${k.list}`,
      label: k.label,
      permission: "content.write" as const,
    })),
  },
  {
    label: "การเปิดเผยข้อมูล",
    links: [{ to: "/admin/ita", label: "ความพร้อม ITA", permission: "content.write" }],
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
      { to: "/admin/settings/security", label: "ความปลอดภัย", permission: "settings.manage" },
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
