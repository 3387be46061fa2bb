import { sql, type RawBuilder } from "kysely";
import type { Db } from "../client.server.ts";
import type { ContactMessage, ContactStatus } from "../schema.ts";

export type InboxFilters = {
  status?: ContactStatus;
  topic?: string;
  /** Normalised text (see `normalizeText`) to find in the sender, topic or message. */
  text?: string;
  /** The query's digits, matched against the phone number without separators. */
  phoneDigits?: string;
};

// Folds the stored text the way `normalizeText` folds the query: zero-width characters, sara am
// typed as nikhahit + sara aa (with or without a tone mark), Thai digits, upper-case Latin.
const FOLDS: [string, string][] = [
  ...["\u00AD", "\u200B", "\u200C", "\u200D", "\u2060", "\uFEFF"].map((c): [string, string] => [
    c,
    "",
  ]),
  ...["", "\u0E48", "\u0E49", "\u0E4A", "\u0E4B"].map((tone): [string, string] => [
    `\u0E4D${tone}\u0E32`,
    `${tone}\u0E33`,
  ]),
  ...Array.from({ length: 10 }, (_, d): [string, string] => [
    String.fromCharCode(0x0e50 + d),
    `${d}`,
  ]),
];

const SEARCHED = ["full_name", "email", "phone", "topic", "message"] as const;

function foldedText(): RawBuilder<string> {
  const joined = sql.join(
    SEARCHED.map((column) => sql.ref(`contact_messages.${column}`)),
    sql` || ${"\n"} || `,
  );
  return FOLDS.reduce<RawBuilder<string>>(
    (expr, [from, to]) => sql`replace(${expr}, ${from}, ${to})`,
    sql`lower(${joined})`,
  );
}

function phoneDigitsSql(): RawBuilder<string> {
  return ["-", " ", ".", "(", ")", "+"].reduce<RawBuilder<string>>(
    (expr, separator) => sql`replace(${expr}, ${separator}, '')`,
    sql`${sql.ref("contact_messages.phone")}`,
  );
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filterSql(filters: InboxFilters): RawBuilder<boolean> {
  const parts: RawBuilder<unknown>[] = [sql`1 = 1`];
  if (filters.status) parts.push(sql`${sql.ref("contact_messages.status")} = ${filters.status}`);
  if (filters.topic) parts.push(sql`${sql.ref("contact_messages.topic")} = ${filters.topic}`);
  if (filters.text) {
    const text = sql`${foldedText()} like ${likePattern(filters.text)} escape '\\'`;
    parts.push(
      filters.phoneDigits
        ? sql`(${text} or ${phoneDigitsSql()} like ${likePattern(filters.phoneDigits)})`
        : text,
    );
  }
  return sql<boolean>`(${sql.join(parts, sql` and `)})`;
}

export type InboxRow = Pick<
  ContactMessage,
  | "id"
  | "reference"
  | "full_name"
  | "email"
  | "phone"
  | "topic"
  | "status"
  | "health_data"
  | "created_at"
  | "read_at"
> & { assignee_first_name: string | null; assignee_last_name: string | null };

/** One page of the inbox, newest first, and how many messages match. */
export async function listInboxMessages(
  database: Db,
  filters: InboxFilters,
  range: { limit: number; offset: number },
): Promise<{ rows: InboxRow[]; total: number }> {
  const rows = await database
    .selectFrom("contact_messages")
    .leftJoin("users as assignee", "assignee.id", "contact_messages.assignee_id")
    .select([
      "contact_messages.id",
      "contact_messages.reference",
      "contact_messages.full_name",
      "contact_messages.email",
      "contact_messages.phone",
      "contact_messages.topic",
      "contact_messages.status",
      "contact_messages.health_data",
      "contact_messages.created_at",
      "contact_messages.read_at",
      "assignee.first_name as assignee_first_name",
      "assignee.last_name as assignee_last_name",
    ])
    .where(filterSql(filters))
    .orderBy("contact_messages.created_at", "desc")
    .orderBy("contact_messages.id", "desc")
    .limit(range.limit)
    .offset(range.offset)
    .execute();
  const { n } = await database
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where(filterSql(filters))
    .executeTakeFirstOrThrow();
  return { rows, total: Number(n) };
}

export type FullMessage = ContactMessage & {
  assignee_name: string | null;
  reader_name: string | null;
};

function fullMessages(database: Db) {
  return database
    .selectFrom("contact_messages")
    .leftJoin("users as assignee", "assignee.id", "contact_messages.assignee_id")
    .leftJoin("users as reader", "reader.id", "contact_messages.read_by")
    .selectAll("contact_messages")
    .select([
      sql<
        string | null
      >`${sql.ref("assignee.first_name")} || ' ' || ${sql.ref("assignee.last_name")}`.as(
        "assignee_name",
      ),
      sql<
        string | null
      >`${sql.ref("reader.first_name")} || ' ' || ${sql.ref("reader.last_name")}`.as("reader_name"),
    ]);
}

/** Every column of the matching messages, newest first, for an export. */
export async function exportInboxMessages(
  database: Db,
  filters: InboxFilters,
  limit: number,
): Promise<FullMessage[]> {
  return fullMessages(database)
    .where(filterSql(filters))
    .orderBy("contact_messages.created_at", "desc")
    .orderBy("contact_messages.id", "desc")
    .limit(limit)
    .execute();
}

export async function findFullMessages(database: Db, ids: number[]): Promise<FullMessage[]> {
  if (ids.length === 0) return [];
  return fullMessages(database)
    .where("contact_messages.id", "in", ids)
    .orderBy("contact_messages.created_at", "desc")
    .orderBy("contact_messages.id", "desc")
    .execute();
}

export async function findContactMessage(database: Db, id: number): Promise<FullMessage | null> {
  return (
    (await fullMessages(database).where("contact_messages.id", "=", id).executeTakeFirst()) ?? null
  );
}

export async function countNewMessages(database: Db): Promise<number> {
  const { n } = await database
    .selectFrom("contact_messages")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("status", "=", "new")
    .executeTakeFirstOrThrow();
  return Number(n);
}

/** The topics messages were sent under, for the inbox filter (the form's list may have changed). */
export async function listMessageTopics(database: Db): Promise<string[]> {
  const rows = await database
    .selectFrom("contact_messages")
    .select("topic")
    .distinct()
    .orderBy("topic")
    .execute();
  return rows.map((r) => r.topic);
}

/** Deletes messages (their history goes with them); returns how many. */
export async function deleteContactMessages(database: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  let deleted = 0;
  // Kept well under SQLite's limit on bound parameters.
  for (let i = 0; i < ids.length; i += 500) {
    const result = await database
      .deleteFrom("contact_messages")
      .where("id", "in", ids.slice(i, i + 500))
      .executeTakeFirst();
    deleted += Number(result.numDeletedRows);
  }
  return deleted;
}

/** Who sent each message, for finding a person's messages by a normalised address or number. */
export async function listSenders(
  database: Db,
): Promise<{ id: number; email: string; phone: string }[]> {
  return database.selectFrom("contact_messages").select(["id", "email", "phone"]).execute();
}

export async function closedBefore(database: Db, before: string): Promise<number[]> {
  const rows = await database
    .selectFrom("contact_messages")
    .select("id")
    .where("status", "=", "closed")
    .where("closed_at", "is not", null)
    .where("closed_at", "<", before)
    .execute();
  return rows.map((r) => r.id);
}

export type StaffChoice = { id: number; first_name: string; last_name: string; username: string };

/** Accounts a message can be assigned to: every account that is not disabled. */
export async function listActiveStaff(database: Db): Promise<StaffChoice[]> {
  return database
    .selectFrom("users")
    .select(["id", "first_name", "last_name", "username"])
    .where("disabled", "=", 0)
    .orderBy("first_name")
    .orderBy("last_name")
    .execute();
}
