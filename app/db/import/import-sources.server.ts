import type { ImportRun, ItemType } from "../schema.ts";
import type { Db } from "../client.server.ts";

export type ImportedTarget = { itemId: number | null; mediaId: number | null };

/** What an earlier run of this source made, by key. */
export async function importedFrom(
  database: Db,
  source: string,
): Promise<Map<string, ImportedTarget>> {
  const rows = await database
    .selectFrom("import_sources")
    .select(["key", "item_id", "media_id"])
    .where("source", "=", source)
    .execute();
  return new Map(rows.map((r) => [r.key, { itemId: r.item_id, mediaId: r.media_id }]));
}

export async function recordImported(
  database: Db,
  source: string,
  key: string,
  target: ImportedTarget,
): Promise<void> {
  await database
    .insertInto("import_sources")
    .values({
      source,
      key,
      item_id: target.itemId,
      media_id: target.mediaId,
      created_at: new Date().toISOString(),
    })
    .onConflict((oc) => oc.columns(["source", "key"]).doNothing())
    .execute();
}

/** Where the items an earlier run made are now: their kind, subject and slug, by id. */
export async function importedItems(
  database: Db,
  ids: number[],
): Promise<Map<number, { type: ItemType; subject: string | null; slug: string }>> {
  if (!ids.length) return new Map();
  const rows = await database
    .selectFrom("items")
    .select(["id", "type", "subject", "slug"])
    .where("id", "in", ids)
    .execute();
  return new Map(rows.map((r) => [r.id, { type: r.type, subject: r.subject, slug: r.slug }]));
}

export async function insertImportRun(
  database: Db,
  run: Pick<ImportRun, "file_name" | "byte_size" | "state" | "plan_report" | "created_by">,
): Promise<number> {
  const now = new Date().toISOString();
  const row = await database
    .insertInto("import_runs")
    .values({ ...run, created_at: now, updated_at: now })
    .returning("id")
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function findImportRun(database: Db, id: number): Promise<ImportRun | undefined> {
  return database.selectFrom("import_runs").selectAll().where("id", "=", id).executeTakeFirst();
}

export async function listImportRuns(database: Db): Promise<ImportRun[]> {
  return database.selectFrom("import_runs").selectAll().orderBy("id", "desc").limit(50).execute();
}

export async function updateImportRun(
  database: Db,
  id: number,
  values: Partial<
    Pick<ImportRun, "state" | "mapping" | "progress" | "plan_report" | "report" | "error">
  >,
): Promise<void> {
  await database
    .updateTable("import_runs")
    .set({ ...values, updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .execute();
}

export async function deleteImportRun(database: Db, id: number): Promise<void> {
  await database.deleteFrom("import_runs").where("id", "=", id).execute();
}
