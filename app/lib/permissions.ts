import type { ItemStep, Permission } from "../content/permission-names.ts";

export type Role = "admin" | "staff";

export const ROLE_LABELS: Record<Role, string> = {
  admin: "ผู้ดูแลระบบ",
  staff: "ผู้ใช้ทั่วไป",
};

export type { Permission };

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

/**
 * Which step each change of an item's life after writing is (the workflow and the item settings
 * page): the kind's declaration says what permission the step takes (`KindPermissions`).
 */
export const STATUS_STEPS = {
  publish: "publish",
  schedule: "publish",
  "schedule-unpublish": "publish",
  unpublish: "publish",
  archive: "publish",
  restore: "publish",
  trash: "delete",
  untrash: "delete",
} as const satisfies Record<string, ItemStep>;
