import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { startFakeDropbox, type FakeDropbox } from "../../../tests/support/fake-dropbox.ts";
import type { Db } from "../../db/client.server.ts";
import type { StaffUser } from "../../db/accounts/users.server.ts";
import { maskSecrets } from "../../lib/staff/mask-secret.ts";
import { createAccount } from "../accounts/accounts.server.ts";
import { dropboxPage, exchangeCallback, exchangePastedCode } from "./dropbox-operator.server.ts";
import { actorOf } from "../../lib/http.server.ts";

const database = testDatabases()[0]!;
const CALLBACK = "http://localhost:3000/admin/dropbox/callback";
const admin: StaffUser = {
  id: 0,
  username: "admin.dropbox",
  first_name: "ผู้ดูแล",
  last_name: "ระบบ",
  role: "admin",
  mustChangePassword: false,
};
let fake: FakeDropbox;
let db: Db;

/** The state the operator page put in its authorisation link for this administrator. */
async function pageState(user = admin): Promise<string> {
  const page = await dropboxPage(user);
  if (!page.configured) throw new Error("not configured");
  return new URL(page.authorizeUrl).searchParams.get("state")!;
}

const callback = (query: string) => new URL(`${CALLBACK}?${query}`).searchParams;
const as = (user: StaffUser) => actorOf(new Request(CALLBACK), user);

beforeAll(async () => {
  fake = await startFakeDropbox();
  Object.assign(process.env, {
    DROPBOX_APP_KEY: fake.appKey,
    DROPBOX_APP_SECRET: fake.appSecret,
    DROPBOX_API_URL: fake.url,
    DROPBOX_AUTHORIZE_URL: `${fake.url}/oauth2/authorize`,
    SECRET_KEY: randomBytes(32).toString("hex"),
  });
  db = await database.open();
  useAsAppDatabase(db);
  const created = await createAccount(
    {
      username: admin.username,
      firstName: "ผู้ดูแล",
      lastName: "ระบบ",
      password: "เชื่อมต่อดรอปบ็อกซ์ 2569",
    },
    "admin",
  );
  if (!created.ok) throw new Error("fixture account");
  admin.id = created.userId;
});
afterAll(async () => {
  await fake.close();
  await database.close();
});

describe("the Dropbox operator pages' exchanges", () => {
  it("links to the provider's page with the callback address and a signed state", async () => {
    const page = await dropboxPage(admin);
    expect(page).toMatchObject({ configured: true, redirectUri: CALLBACK });
    if (!page.configured) return;
    const link = new URL(page.authorizeUrl);
    expect(link.origin + link.pathname).toBe(`${fake.url}/oauth2/authorize`);
    expect(link.searchParams.get("redirect_uri")).toBe(CALLBACK);
    expect(new URL(page.pasteUrl).searchParams.has("redirect_uri")).toBe(false);
  });

  it("trades the code from the callback once, and audits it", async () => {
    const query = `code=${fake.issueCode(CALLBACK)}&state=${await pageState()}`;
    const outcome = await exchangeCallback(as(admin), callback(query));
    expect(outcome).toMatchObject({ ok: true, response: { account_id: "dbid:fake-account" } });
    const entry = await db
      .selectFrom("audit_log")
      .select(["action", "detail", "username"])
      .orderBy("id", "desc")
      .executeTakeFirstOrThrow();
    expect(entry).toEqual({
      action: "settings-changed",
      detail: "ได้รับโทเค็น Dropbox ใหม่ (บัญชี dbid:fake-account)",
      username: "admin.dropbox",
    });
    const reload = await exchangeCallback(as(admin), callback(query));
    expect(reload).toMatchObject({
      ok: false,
      code: "dropbox.code-used",
      message: expect.stringContaining("ถูกใช้"),
    });
  });

  it("refuses a callback whose state this administrator did not start, without sending the code", async () => {
    const calls = fake.grants.length;
    const code = fake.issueCode(CALLBACK);
    const otherAdmin = { ...admin, id: admin.id + 1 };
    for (const state of ["", "forged.state", await pageState(otherAdmin)]) {
      const outcome = await exchangeCallback(as(admin), callback(`code=${code}&state=${state}`));
      expect(outcome).toMatchObject({
        ok: false,
        code: "dropbox.state-invalid",
        message: expect.stringContaining("ไม่ได้เริ่ม"),
      });
    }
    expect(fake.grants.length).toBe(calls);
  });

  it("shows a refusal at the provider's page, and nothing without a code", async () => {
    const denied = await exchangeCallback(
      as(admin),
      callback("error=access_denied&error_description=The+user+chose+not+to+give+your+app+access"),
    );
    expect(denied).toEqual({
      ok: false,
      code: "dropbox.denied",
      status: 403,
      fields: {},
      message: expect.stringContaining("ไม่ได้ให้สิทธิ์"),
      response: {
        error: "access_denied",
        error_description: "The user chose not to give your app access",
      },
    });
    expect(await exchangeCallback(as(admin), callback(""))).toBeNull();
  });

  it("trades a pasted code, without a redirect address", async () => {
    expect(await exchangePastedCode(fake.issueCode(), as(admin))).toMatchObject({
      ok: true,
    });
    const wrong = await exchangePastedCode("nonsense", as(admin));
    expect(wrong).toMatchObject({ ok: false, response: { error: "invalid_grant" } });
  });
});

describe("masking a token response for display", () => {
  it("masks the tokens and nothing else", () => {
    const response = {
      access_token: "sl.u.AFabcdefghijklmnopqrstuvwxyz0123456789",
      refresh_token: "short",
      expires_in: 14400,
      account_id: "dbid:AAH4f99",
    };
    expect(maskSecrets(response)).toEqual({
      access_token: "sl.u••••••••6789",
      refresh_token: "••••••••",
      expires_in: 14400,
      account_id: "dbid:AAH4f99",
    });
  });
});
