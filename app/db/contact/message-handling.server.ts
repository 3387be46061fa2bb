import type { Updateable } from "kysely";
import type { Db } from "../client.server.ts";
import type { ContactMessagesTable } from "../schema.ts";

export type MessageEvent = {
  id: number;
  action: string;
  detail: string;
  at: string;
  first_name: string | null;
  last_name: string | null;
};

export async function listMessageEvents(database: Db, messageId: number): Promise<MessageEvent[]> {
  return database
    .selectFrom("contact_message_events")
    .leftJoin("users", "users.id", "contact_message_events.user_id")
    .select([
      "contact_message_events.id",
      "contact_message_events.action",
      "contact_message_events.detail",
      "contact_message_events.at",
      "users.first_name",
      "users.last_name",
    ])
    .where("contact_message_events.message_id", "=", messageId)
    .orderBy("contact_message_events.at", "desc")
    .orderBy("contact_message_events.id", "desc")
    .execute();
}

export type NewEvent = { action: string; detail?: string };

export async function insertMessageEvents(
  database: Db,
  messageId: number,
  userId: number | null,
  events: NewEvent[],
  at: string,
): Promise<void> {
  if (events.length === 0) return;
  await database
    .insertInto("contact_message_events")
    .values(
      events.map((e) => ({
        message_id: messageId,
        user_id: userId,
        action: e.action,
        detail: e.detail ?? "",
        at,
      })),
    )
    .execute();
}

/**
 * Records that someone opened a message: the first reader and time stay on the message, and each
 * person's first opening goes into its history. Returns whether this was that person's first time.
 */
export async function markMessageRead(
  database: Db,
  messageId: number,
  userId: number,
  at: string,
): Promise<boolean> {
  return database.transaction().execute(async (trx) => {
    await trx
      .updateTable("contact_messages")
      .set({ read_at: at, read_by: userId })
      .where("id", "=", messageId)
      .where("read_at", "is", null)
      .execute();
    const seen = await trx
      .selectFrom("contact_message_events")
      .select("id")
      .where("message_id", "=", messageId)
      .where("user_id", "=", userId)
      .where("action", "=", "read")
      .executeTakeFirst();
    if (seen) return false;
    await insertMessageEvents(trx, messageId, userId, [{ action: "read" }], at);
    return true;
  });
}

/** Writes a change of handling and its history together. */
export async function updateMessageHandling(
  database: Db,
  messageId: number,
  changes: Updateable<ContactMessagesTable>,
  events: NewEvent[],
  userId: number,
  at: string,
): Promise<void> {
  await database.transaction().execute(async (trx) => {
    await trx
      .updateTable("contact_messages")
      .set({ ...changes, updated_at: at })
      .where("id", "=", messageId)
      .execute();
    await insertMessageEvents(trx, messageId, userId, events, at);
  });
}
