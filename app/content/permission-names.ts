/**
 * The names of the permissions (what each role holds is in `lib/permissions.ts`): on the ground
 * floor so that the registry of kinds can say which ones its items' steps take.
 */
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

/** A step on an item: writing it, taking it public or back out of view, trashing it. */
export type ItemStep = "write" | "publish" | "delete";

/** The permission each step takes on the items of a kind. */
export type KindPermissions = { readonly [S in ItemStep]: Permission };

/** Every content kind's so far: the back-office routes check these as the floor for every kind. */
export const CONTENT_PERMISSIONS: KindPermissions = {
  write: "content.write",
  publish: "content.publish",
  delete: "content.delete",
};
