import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import type { Db } from "../../db/client.server.ts";
import { queueContactMail } from "./contact-mail.server.ts";

// No SMTP server configured: e-mail notification is off.
delete process.env.SMTP_URL;
delete process.env.SMTP_FROM;

for (const database of testDatabases()) {
  describe(`contact mail switched off on ${database.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
    });
    afterAll(() => database.close());

    it("queues no e-mail job without SMTP_URL", async () => {
      await db.transaction().execute((trx) => queueContactMail(trx, 1));
      const jobs = await db.selectFrom("jobs").select("kind").execute();
      expect(jobs).toEqual([]);
    });
  });
}
