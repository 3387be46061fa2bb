import type { Db } from "../../app/db/client.server.ts";
import { insertItem } from "../../app/db/content/item-writes.server.ts";
import { insertMedia } from "../../app/db/media/media.server.ts";
import type { NewItem } from "../../app/db/schema.ts";
import { findAccount, type StaffUser } from "../../app/db/accounts/users.server.ts";
import { createAccount } from "../../app/domain/accounts/accounts.server.ts";

const DAY = 86_400_000;

export function daysAgo(n: number): string {
  return new Date(Date.now() - n * DAY).toISOString();
}

/** Inserts an item with sensible defaults: published `age` days ago. */
export async function addItem(
  db: Db,
  fields: Partial<NewItem> & { title: string; type: NewItem["type"] },
  age = 1,
): Promise<number> {
  const at = daysAgo(age);
  return insertItem(db, {
    slug: fields.title.replace(/\s+/g, "-"),
    summary: "",
    body: "",
    status: "published",
    published_at: at,
    created_at: at,
    updated_at: at,
    ...fields,
  });
}

export async function addImage(db: Db, alt: string): Promise<number> {
  return insertMedia(db, {
    kind: "image",
    hash: alt,
    storage_key: `images/${alt}-original.jpg`,
    original_name: `${alt}.jpg`,
    mime_type: "image/jpeg",
    byte_size: 1000,
    width: 1600,
    height: 900,
    variants: JSON.stringify([
      { format: "webp", width: 320, height: 180, key: `images/${alt}-320.webp` },
    ]),
    placeholder: null,
    alt,
    caption: "",
    credit: "",
    created_at: daysAgo(0),
  });
}

/** Creates a staff account through the domain (the password passes the policy) and returns it. */
export async function addStaff(
  db: Db,
  username: string,
  role: "admin" | "staff",
): Promise<StaffUser> {
  const created = await createAccount(
    { username, firstName: "ทดสอบ", lastName: username, password: "รหัสผ่านสำหรับการทดสอบ 2569" },
    role,
  );
  if (!created.ok)
    throw new Error(`fixture account ${username}: ${JSON.stringify(created.fields)}`);
  const row = (await findAccount(db, created.userId))!;
  return {
    id: row.id,
    username: row.username,
    first_name: row.first_name,
    last_name: row.last_name,
    role: row.role,
    mustChangePassword: false,
  };
}
