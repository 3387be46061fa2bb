import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { startFakeDropbox, type FakeDropbox } from "../../../tests/support/fake-dropbox.ts";
import type { Db } from "../../db/client.server.ts";
import { writeSetting } from "../../db/site/settings.server.ts";
import { failure } from "../../lib/app-error.ts";
import { config } from "../../lib/config.server.ts";
import { authorizeUrl, isValidOAuthState, oauthState } from "./dropbox-oauth.server.ts";
import { dropboxConnection, exchangeDropboxCode } from "./dropbox-tokens.server.ts";

const database = testDatabases()[0]!;
const REDIRECT = "http://localhost:3000/admin/dropbox/callback";
let fake: FakeDropbox;
let db: Db;

beforeAll(async () => {
  fake = await startFakeDropbox();
  Object.assign(process.env, {
    DROPBOX_APP_KEY: fake.appKey,
    DROPBOX_APP_SECRET: fake.appSecret,
    DROPBOX_API_URL: fake.url,
    DROPBOX_CONTENT_URL: fake.url,
    SECRET_KEY: randomBytes(32).toString("hex"),
  });
  db = await database.open();
  useAsAppDatabase(db);
});
afterAll(async () => {
  await fake.close();
  await database.close();
});

describe("exchanging an authorisation code", () => {
  it("stores the tokens and returns the provider's whole answer", async () => {
    expect(await dropboxConnection()).toEqual({ state: "none" });
    const result = await exchangeDropboxCode(fake.issueCode());
    expect(result).toMatchObject({
      ok: true,
      response: {
        access_token: expect.stringMatching(/^sl\./),
        refresh_token: expect.any(String),
        token_type: "bearer",
        account_id: "dbid:fake-account",
      },
    });
    expect(fake.grants.at(-1)).toBe("authorization_code");
    expect(await dropboxConnection()).toMatchObject({
      state: "connected",
      accountId: "dbid:fake-account",
      renewable: true,
    });
  });

  it("does not send the same code twice (a reloaded callback page)", async () => {
    const code = fake.issueCode();
    expect((await exchangeDropboxCode(code)).ok).toBe(true);
    const calls = fake.grants.length;
    expect(await exchangeDropboxCode(code)).toEqual(failure("dropbox.code-used"));
    expect(fake.grants.length).toBe(calls);
  });

  it("reports the provider's refusal with its answer, keeping the stored tokens", async () => {
    const result = await exchangeDropboxCode("not-a-code");
    expect(result).toEqual({
      ...failure("dropbox.code-rejected"),
      response: { error: "invalid_grant", error_description: "code doesn't exist or has expired" },
    });
    expect((await dropboxConnection()).state).toBe("connected");
  });

  it("sends the redirect address when the code came through the callback", async () => {
    expect((await exchangeDropboxCode(fake.issueCode(REDIRECT), REDIRECT)).ok).toBe(true);
    expect(await exchangeDropboxCode(fake.issueCode(REDIRECT))).toMatchObject({
      ok: false,
      code: "dropbox.code-rejected",
    });
  });

  it("reports tokens sealed with another key as unreadable", async () => {
    await writeSetting(db, "dropbox-tokens", { sealed: "v1.AAAA.BBBB.CCCC", codeHash: null });
    expect(await dropboxConnection()).toEqual({ state: "unreadable" });
  });

  it("reports an unreachable provider", async () => {
    await fake.close();
    expect(await exchangeDropboxCode(fake.issueCode())).toEqual(failure("dropbox.unreachable"));
  });
});

describe("the authorisation link and its state", () => {
  it("asks for a refresh token, with or without a redirect", () => {
    const settings = config().dropbox!;
    const plain = new URL(authorizeUrl(settings));
    expect(Object.fromEntries(plain.searchParams)).toEqual({
      client_id: fake.appKey,
      response_type: "code",
      token_access_type: "offline",
    });
    const redirected = new URL(authorizeUrl(settings, { uri: REDIRECT, state: "s" }));
    expect(redirected.searchParams.get("redirect_uri")).toBe(REDIRECT);
    expect(redirected.searchParams.get("state")).toBe("s");
  });

  it("accepts a state only from the same administrator within the hour", () => {
    const key = config().secretKey!;
    const now = Date.now();
    const state = oauthState(key, 7, now);
    expect(isValidOAuthState(state, key, 7, now + 60_000)).toBe(true);
    expect(isValidOAuthState(state, key, 8, now)).toBe(false);
    expect(isValidOAuthState(state, key, 7, now + 61 * 60_000)).toBe(false);
    expect(isValidOAuthState(state, randomBytes(32), 7, now)).toBe(false);
    expect(isValidOAuthState(`${state}x`, key, 7, now)).toBe(false);
    expect(isValidOAuthState("", key, 7, now)).toBe(false);
  });
});
