import {
  KIND_OFFICE,
  type DeskDeclaration,
  type EditorField,
  type ListColumn,
} from "./kind-office.ts";
import {
  isSitePage,
  KINDS,
  type Category,
  type ItemType,
  type Kind,
  type PageGroupKey,
} from "./kinds.ts";

import type { ItemStep, KindPermissions, Permission } from "./permission-names.ts";

export type { EditorField, ListColumn };

/**
 * What staff write, as the back-office names it: `/admin/{group}/{list}` lists it and
 * `/admin/write/{key}` writes one (e.g. `news_health`, `media_gallery`, `announce_faq`). Derived
 * from the registry of kinds: one per back-office list a kind declares.
 */
export type AdminKind = Omit<DeskDeclaration, "fields" | "after" | "key"> & {
  key: string;
  type: ItemType;
  fields: readonly EditorField[];
  columns: readonly ListColumn[];
  coverLabel: string;
  permissions: KindPermissions;
  /** With the `subject` field: what the subject is called and its choices. */
  subjects?: { label: string; choices: readonly Category[] };
};

function adminKind(kind: Kind, desk: DeskDeclaration): AdminKind {
  const { after: _after, fields, ...rest } = desk;
  const office = KIND_OFFICE[kind.type];
  // Subjects and categories are both chosen in the editor and kept in the `subject` column.
  const choices = kind.subjects ?? kind.categories;
  return {
    ...rest,
    key: desk.key ?? `${desk.group}_${desk.list}`,
    type: kind.type,
    fields: fields ?? office.fields,
    columns: office.columns,
    coverLabel: office.coverLabel ?? "ภาพปก",
    permissions: office.permissions,
    ...(choices ? { subjects: { label: office.subjectLabel ?? "หมวดหมู่", choices } } : {}),
  };
}

/** The lists declared to come after this kind's own. */
function following(kind: Kind): AdminKind[] {
  return KINDS.flatMap((k) =>
    KIND_OFFICE[k.type].desks.filter((d) => d.after === kind.type).map((d) => adminKind(k, d)),
  );
}

/** Every back-office list, in registry order save those declared to come after another kind. */
export const ADMIN_KINDS: readonly AdminKind[] = KINDS.flatMap((kind) => [
  ...KIND_OFFICE[kind.type].desks.filter((d) => !d.after).map((d) => adminKind(kind, d)),
  ...following(kind),
]);

/** The back-office list's address: `/admin/{group}/{list}`. */
export function listPath(kind: Pick<AdminKind, "group" | "list">): string {
  return `/admin/${kind.group}/${kind.list}`;
}

/** A kind's first back-office list. */
export function firstListOf(type: ItemType): AdminKind {
  return ADMIN_KINDS.find((k) => k.type === type)!;
}

/** The back-office list of a group of the site's own pages (`/admin/pages/about`). */
export function pageGroupList(group: PageGroupKey): AdminKind {
  return ADMIN_KINDS.find((k) => isSitePage(k.type) && k.subject === group)!;
}

export function kindByKey(key: string | undefined): AdminKind | undefined {
  return ADMIN_KINDS.find((k) => k.key === key);
}

export function kindByList(group: string, list: string | undefined): AdminKind | undefined {
  return ADMIN_KINDS.find((k) => k.group === group && k.list === list);
}

/**
 * The subject a list's items have: its own, or for a list without one, any (`undefined`), save a
 * list of the site's own pages, which holds the pages outside every group (`null`, e.g. ร่วมงานกับเรา).
 * The one rule for what a list shows, what its bulk steps may touch and what the dashboard counts.
 */
export function listSubject(kind: Pick<AdminKind, "type" | "subject">): string | null | undefined {
  return kind.subject ?? (isSitePage(kind.type) ? null : undefined);
}

/** The permission a step on an item of this type takes, as its kind declares it. */
export function permissionFor(type: ItemType, step: ItemStep): Permission {
  return KIND_OFFICE[type].permissions[step];
}

/** The kind an existing item belongs to. */
export function kindOf(item: { type: ItemType; subject: string | null }): AdminKind | undefined {
  return ADMIN_KINDS.find((k) => {
    const subject = listSubject(k);
    return k.type === item.type && (subject === undefined || subject === item.subject);
  });
}
