import type { Db } from "../client.server.ts";
import type { Media } from "../schema.ts";

export type MediaObjects = Pick<
  Media,
  "id" | "storage_key" | "hash" | "byte_size" | "variants" | "captions_key"
>;

/** Every media record's stored objects, in id order, read a page at a time. */
export async function* allMediaObjects(database: Db, pageSize = 500): AsyncGenerator<MediaObjects> {
  let after = 0;
  for (;;) {
    const rows = await database
      .selectFrom("media")
      .select(["id", "storage_key", "hash", "byte_size", "variants", "captions_key"])
      .where("id", ">", after)
      .orderBy("id")
      .limit(pageSize)
      .execute();
    yield* rows;
    if (rows.length < pageSize) return;
    after = rows.at(-1)!.id;
  }
}
