import type { Db } from "../client.server.ts";

export type ContactMailMessage = {
  id: number;
  reference: string;
  full_name: string;
  phone: string;
  email: string;
  topic: string;
  message: string;
  health_data: number;
  created_at: string;
};

/** What the office notification e-mail says about one contact message. */
export async function findMessageForMail(
  database: Db,
  id: number,
): Promise<ContactMailMessage | null> {
  const row = await database
    .selectFrom("contact_messages")
    .select([
      "id",
      "reference",
      "full_name",
      "phone",
      "email",
      "topic",
      "message",
      "health_data",
      "created_at",
    ])
    .where("id", "=", id)
    .executeTakeFirst();
  return row ?? null;
}
