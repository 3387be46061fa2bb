export type Role = "admin" | "staff";

export const ROLE_LABELS: Record<Role, string> = {
  admin: "ผู้ดูแลระบบ",
  staff: "ผู้ใช้ทั่วไป",
};

export type Permission =
  | "content.write"
  | "content.publish"
  | "content.delete"
  | "messages.handle"
  | "messages.export"
  | "messages.delete"
  | "settings.manage"
  | "users.manage"
  | "storage.manage"
  | "audit.read"
  | "ita.manage";

/** What each role may do: the one place where permissions are defined. */
const GRANTS: Record<Role, readonly Permission[]> = {
  admin: [
    "content.write",
    "content.publish",
    "content.delete",
    "messages.handle",
    "messages.export",
    "messages.delete",
    "settings.manage",
    "users.manage",
    "storage.manage",
    "audit.read",
    "ita.manage",
  ],
  staff: ["content.write", "messages.handle"],
};

/**
 * Whether a role holds a permission. General users may publish directly only when an
 * administrator has allowed it (`staffCanPublish`).
 */
export function can(
  user: { role: Role },
  permission: Permission,
  options: { staffCanPublish?: boolean } = {},
): boolean {
  if (permission === "content.publish" && user.role === "staff")
    return options.staffCanPublish === true;
  return GRANTS[user.role].includes(permission);
}

/** What each step of an item's life after writing needs: the workflow and the item settings page. */
export const STATUS_STEP_PERMISSIONS = {
  publish: "content.publish",
  schedule: "content.publish",
  "schedule-unpublish": "content.publish",
  unpublish: "content.publish",
  archive: "content.publish",
  restore: "content.publish",
  trash: "content.delete",
  untrash: "content.delete",
} as const satisfies Record<string, Permission>;
