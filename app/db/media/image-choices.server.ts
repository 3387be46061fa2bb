import type { Db } from "../client.server.ts";

export type ImageChoice = { id: number; name: string; alt: string };

/** Images of the media library by file name, for a plain select list. */
export async function listImageChoices(database: Db, limit: number): Promise<ImageChoice[]> {
  const rows = await database
    .selectFrom("media")
    .select(["id", "original_name", "alt"])
    .where("kind", "=", "image")
    .orderBy("original_name")
    .orderBy("id")
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, name: r.original_name, alt: r.alt }));
}
