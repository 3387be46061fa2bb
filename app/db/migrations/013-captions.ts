import type { Kysely } from "kysely";

/** A video's captions: the stored WebVTT file's key, read by `<track>` in the player. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("media").addColumn("captions_key", "text").execute();
}
