import { db } from "../../db/client.server.ts";
import {
  deleteRedirect,
  findRedirect,
  listRedirects,
  putRedirect,
  type RedirectRow,
} from "../../db/site/redirects.server.ts";
import { itemPath } from "../../content/types.ts";
import { failure, type Result } from "../../lib/app-error.ts";
import { config } from "../../lib/config.server.ts";
import { oldAddressKey } from "../../lib/old-address.ts";
import type { Actor } from "../../lib/request-context.ts";
import { authorize } from "../accounts/authorize.server.ts";
import { pagesChanged } from "../content/page-changes.server.ts";
import { publicFileUrl } from "../media/media-objects.server.ts";
import { audit } from "../operations/audit.server.ts";

/** Who made a redirect: the WordPress import, or staff on the redirects page. */
export const REDIRECT_ORIGINS = { wordpress: "นำเข้าจาก WordPress", staff: "เจ้าหน้าที่เพิ่ม" } as const;
export const REDIRECT_PAGE_SIZE = 50;
const ADDRESS_MAX = 500;

/**
 * Where an old address (a WordPress permalink, `/?p=12`, an upload…) now leads: the current
 * address of the item or file it was made into, wherever that has moved since, or the path
 * given. Null when the address is not an old one or what it led to is in the trash.
 */
export async function oldAddressTarget(url: URL): Promise<string | null> {
  const key = oldAddressKey(url);
  if (!key) return null;
  const target = await findRedirect(db(), key);
  if (!target) return null;
  if (target.item) return target.item.deleted ? null : itemPath(target.item);
  if (target.media) return publicFileUrl(target.media);
  return target.toPath;
}

export type RedirectEntry = {
  from: string;
  /** Where it leads now; null when what it led to is in the trash (the address answers 404). */
  to: string | null;
  /** What it leads to, when an item or a file: its title or file name. */
  what: string | null;
  origin: string;
  createdAt: string;
};

function entry(row: RedirectRow): RedirectEntry {
  let to = row.to_path;
  let what: string | null = null;
  if (row.item_id && row.item_type) {
    what = row.item_title;
    to = row.item_deleted_at
      ? null
      : itemPath({ type: row.item_type, subject: row.item_subject, slug: row.item_slug! });
  } else if (row.media_id && row.media_kind && row.media_storage_key) {
    what = row.media_name;
    to = publicFileUrl({
      kind: row.media_kind,
      storage_key: row.media_storage_key,
      width: row.media_width,
    });
  }
  return {
    from: row.from_path,
    to,
    what,
    origin: REDIRECT_ORIGINS[row.origin as keyof typeof REDIRECT_ORIGINS] ?? row.origin,
    createdAt: row.created_at,
  };
}

/** The redirect table for the back-office, a page at a time. */
export async function redirectTable(q: string, page: number) {
  const { rows, total } = await listRedirects(db(), q, {
    limit: REDIRECT_PAGE_SIZE,
    offset: (page - 1) * REDIRECT_PAGE_SIZE,
  });
  return {
    entries: rows.map(entry),
    total,
    pages: Math.max(1, Math.ceil(total / REDIRECT_PAGE_SIZE)),
  };
}

/** An old address as typed or pasted (a path, or a whole address of the old site) as the table keys it. */
function oldKey(raw: string): string | null {
  const text = raw.trim();
  if (!/^(https?:\/\/[^/]+)?\//i.test(text)) return null;
  try {
    return oldAddressKey(new URL(text, "http://old.invalid"));
  } catch {
    return null;
  }
}

/** A place on this site, as typed (a path, or an address of this site): its path, or null. */
function sitePath(raw: string): string | null {
  const text = raw.trim();
  try {
    const base = new URL(config().baseUrl);
    const url = new URL(text, base);
    if (url.origin !== base.origin || !/^(\/(?![/\\])|https?:\/\/)/i.test(text)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/**
 * Makes an old address lead to a page of this site (or changes where one leads). The address is
 * answered only where no page is, so a page that exists is never hidden by one.
 */
export async function saveRedirect(
  actor: Actor,
  input: { from: string; to: string },
): Promise<Result<{ from: string; replaced: boolean }>> {
  await authorize(actor, "settings.manage", "redirect-save");
  const fields: Record<string, string> = {};
  const from = input.from.length <= ADDRESS_MAX ? oldKey(input.from) : null;
  const to = input.to.length <= ADDRESS_MAX ? sitePath(input.to) : null;
  if (!input.from.trim()) fields.from = "กรุณากรอกที่อยู่เดิม";
  else if (!from)
    fields.from = `ที่อยู่เดิมต้องขึ้นต้นด้วย / หรือ http:// ไม่เกิน ${ADDRESS_MAX} ตัวอักษร และไม่ใช่หน้าแรก`;
  if (!input.to.trim()) fields.to = "กรุณากรอกหน้าปลายทาง";
  else if (!to) fields.to = `หน้าปลายทางต้องเป็นหน้าในเว็บไซต์นี้ ขึ้นต้นด้วย / ไม่เกิน ${ADDRESS_MAX} ตัวอักษร`;
  else if (from && oldKey(to) === from) fields.to = "หน้าปลายทางต้องไม่ใช่ที่อยู่เดิมเอง";
  if (!from || !to || Object.keys(fields).length) return failure("redirect.invalid", { fields });
  const replaced = (await findRedirect(db(), from)) !== null;
  await putRedirect(db(), { fromPath: from, toPath: to, origin: "staff" });
  await pagesChanged("all");
  await audit(
    actor.client,
    "redirect-saved",
    { userId: actor.user.id, username: actor.user.username },
    `${from} → ${to}`,
  );
  return { ok: true, from, replaced };
}

/** Removes an old address: it answers 404 again. */
export async function removeRedirect(actor: Actor, from: string): Promise<Result> {
  await authorize(actor, "settings.manage", "redirect-delete");
  if (!(await deleteRedirect(db(), from))) return failure("redirect.not-found");
  await pagesChanged("all");
  await audit(
    actor.client,
    "redirect-deleted",
    { userId: actor.user.id, username: actor.user.username },
    from,
  );
  return { ok: true };
}
