import type { Db } from "../client.server.ts";

export type ReminderKey = { itaItemId: number; due: string };

/** Enabled accounts among `ids` that have an e-mail address, for reminders. */
export async function reminderRecipients(
  database: Db,
  ids: number[],
): Promise<{ id: number; email: string; first_name: string }[]> {
  if (!ids.length) return [];
  return database
    .selectFrom("users")
    .select(["id", "email", "first_name"])
    .where("id", "in", ids)
    .where("disabled", "=", 0)
    .where("email", "!=", "")
    .execute();
}

/**
 * Records a reminder as sent, once per item and due day: true only for the caller that recorded
 * it, so two instances running the daily job never both send it.
 */
export async function claimReminder(
  database: Db,
  key: ReminderKey,
  userId: number,
  at: string,
): Promise<boolean> {
  const result = await database
    .insertInto("ita_reminders")
    .values({ ita_item_id: key.itaItemId, due: key.due, user_id: userId, sent_at: at })
    .onConflict((oc) => oc.columns(["ita_item_id", "due"]).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows) === 1;
}

/** Gives claims back when the e-mail could not be sent, so the next attempt sends it. */
export async function releaseReminders(database: Db, keys: ReminderKey[]): Promise<void> {
  for (const key of keys) {
    await database
      .deleteFrom("ita_reminders")
      .where("ita_item_id", "=", key.itaItemId)
      .where("due", "=", key.due)
      .execute();
  }
}
