import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../tests/support/databases.ts";
import { startFakeDropbox, type FakeDropbox } from "../../tests/support/fake-dropbox.ts";
import { chunked, describeStorageContract, readAll } from "../../tests/support/storage-contract.ts";
import type { Db } from "../db/client.server.ts";
import { dropboxAccessTokens, exchangeDropboxCode } from "../domain/media/dropbox-tokens.server.ts";
import { config } from "../lib/config.server.ts";
import { unseal } from "../lib/secret-box.server.ts";
import { dropboxStorage } from "./dropbox.server.ts";
import type { MediaStorage } from "./storage.server.ts";

const ROOT = "/sukhaphap-test";
const database = testDatabases()[0]!;
let fake: FakeDropbox;
let db: Db;

/** A back-end with small upload chunks, so that test files go up in upload sessions. */
function storage(): MediaStorage {
  return dropboxStorage(config().dropbox!, dropboxAccessTokens(), { chunkBytes: 64 * 1024 });
}

beforeAll(async () => {
  fake = await startFakeDropbox();
  Object.assign(process.env, {
    DROPBOX_APP_KEY: fake.appKey,
    DROPBOX_APP_SECRET: fake.appSecret,
    DROPBOX_API_URL: fake.url,
    DROPBOX_CONTENT_URL: fake.url,
    DROPBOX_ROOT: ROOT,
    SECRET_KEY: randomBytes(32).toString("base64"),
  });
  db = await database.open();
  useAsAppDatabase(db);
  expect(await exchangeDropboxCode(fake.issueCode())).toMatchObject({ ok: true });
});
afterAll(async () => {
  await fake.close();
  await database.close();
});

describeStorageContract("Dropbox", async () => ({
  storage: storage(),
  // Unfinished upload sessions hold no file (Dropbox lets them expire); nothing may land
  // outside the configured folder.
  leftovers: async () =>
    [...fake.files.values()].map((f) => f.path).filter((p) => !p.startsWith(`${ROOT}/`)),
}));

describe("Dropbox back-end", () => {
  it("keeps files under DROPBOX_ROOT, a big one sent in an upload session", async () => {
    const data = randomBytes(300 * 1024);
    const before = fake.sessions.size;
    await storage().put("files/ab/video.webm", chunked(data), { contentType: "video/webm" });
    expect(fake.files.get(`${ROOT}/files/ab/video.webm`)?.data).toEqual(data);
    expect(fake.sessions.size, "the session was finished").toBe(before);
  });

  it("renews a refused access token with the refresh token, once for many requests", async () => {
    await storage().put("renew/a.pdf", Buffer.from("a"), { contentType: "application/pdf" });
    const refreshes = () => fake.grants.filter((g) => g === "refresh_token").length;
    const before = refreshes();
    fake.expireAccessTokens();
    const shared = storage();
    const heads = await Promise.all(Array.from({ length: 5 }, () => shared.head("renew/a.pdf")));
    expect(heads.every((h) => h?.byteSize === 1)).toBe(true);
    expect(refreshes()).toBe(before + 1);
    const object = await storage().get("renew/a.pdf");
    expect(await readAll(object!.body)).toEqual(Buffer.from("a"));
    expect(refreshes(), "the renewed token was stored for everyone").toBe(before + 1);
  });

  it("renews ahead of expiry, without waiting to be refused", async () => {
    fake.accessTokenSeconds = 60;
    fake.expireAccessTokens();
    const shared = storage();
    await shared.head("renew/a.pdf");
    const refused = fake.refused;
    const refreshes = fake.grants.length;
    await shared.head("renew/a.pdf");
    expect(fake.refused).toBe(refused);
    expect(fake.grants.length).toBe(refreshes + 1);
    fake.accessTokenSeconds = 14_400;
  });

  it("keeps the tokens encrypted in the settings table", async () => {
    const row = await db
      .selectFrom("settings")
      .select("value")
      .where("key", "=", "dropbox-tokens")
      .executeTakeFirstOrThrow();
    const stored = JSON.parse(row.value) as Record<string, string>;
    expect(Object.keys(stored).sort()).toEqual(["codeHash", "savedAt", "sealed"]);
    expect(stored.sealed).toMatch(/^v1(\.[\w-]+){3}$/);
    const tokens = JSON.parse(unseal(stored.sealed!, config().secretKey!, "dropbox-tokens"));
    expect(tokens).toMatchObject({ accessToken: expect.stringMatching(/^sl\./) });
    expect(row.value).not.toContain(tokens.accessToken);
    expect(row.value).not.toContain(tokens.refreshToken);
  });
});
