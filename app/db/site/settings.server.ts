import type { Db } from "../client.server.ts";

export async function readSettings(database: Db): Promise<Map<string, unknown>> {
  const rows = await database.selectFrom("settings").select(["key", "value"]).execute();
  return new Map(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
}

export async function writeSetting(database: Db, key: string, value: unknown): Promise<void> {
  const json = JSON.stringify(value);
  await database
    .insertInto("settings")
    .values({ key, value: json })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value: json }))
    .execute();
}

/** A setting's value, stored first if it has none yet; every instance gets the same value. */
export async function settingOnce(
  database: Db,
  key: string,
  make: () => unknown,
): Promise<unknown> {
  await database
    .insertInto("settings")
    .values({ key, value: JSON.stringify(make()) })
    .onConflict((oc) => oc.column("key").doNothing())
    .execute();
  const row = await database
    .selectFrom("settings")
    .select("value")
    .where("key", "=", key)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.value) as unknown;
}

/** Forgets a setting: its readers fall back to their default. */
export async function deleteSetting(database: Db, key: string): Promise<void> {
  await database.deleteFrom("settings").where("key", "=", key).execute();
}
