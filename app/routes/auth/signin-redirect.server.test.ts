import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import type { Db } from "../../db/client.server.ts";
import { createAccount } from "../../domain/accounts/accounts.server.ts";
import { CLIENT_IP_HEADER } from "../../lib/http.server.ts";
import { action as consentAction } from "../resources/consent.ts";
import { signInAction } from "./signin-action.server.ts";

const PASSWORD = "รหัสผ่านของเจ้าหน้าที่ที่ยาวพอ 2569";

/** Hostile return locations as they arrive in a posted form, already decoded. */
const HOSTILE = [
  "//evil.example",
  "/\\evil.example",
  "/\t/evil.example",
  "/\n/evil.example",
  "/admin\r\nSet-Cookie: session=stolen",
  "/\u202e/elpmaxe.live",
  "https://evil.example",
  "javascript:alert(1)",
  "///evil.example",
  "/.//evil.example",
  "%2F%2Fevil.example",
  `/${"a".repeat(5000)}`,
];

function post(path: string, fields: Record<string, string>, ip = "198.51.100.40"): Request {
  return new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { [CLIENT_IP_HEADER]: ip },
    body: new URLSearchParams(fields),
  });
}

/** The response, whether the action returned it or threw it. */
async function answer(run: () => Promise<unknown>): Promise<Response> {
  try {
    return (await run()) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function sessionCount(db: Db): Promise<number> {
  const { n } = await db
    .selectFrom("sessions")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .executeTakeFirstOrThrow();
  return Number(n);
}

for (const database of testDatabases()) {
  describe(`return locations after sign-in and consent on ${database.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      const created = await createAccount(
        { username: "redirected", firstName: "ทดสอบ", lastName: "ย้อนกลับ", password: PASSWORD },
        "staff",
      );
      if (!created.ok) throw new Error("fixture");
    });
    afterAll(() => database.close());

    it.each(HOSTILE)(
      "sign-in with next=%j lands on the dashboard with one session",
      async (next) => {
        const before = await sessionCount(db);
        const response = await answer(() =>
          signInAction(post("/signin", { username: "redirected", password: PASSWORD, next })),
        );
        expect(response.status).toBe(302);
        expect(response.headers.get("Location")).toBe("/admin/dashboard");
        expect(await sessionCount(db)).toBe(before + 1);
      },
    );

    it("sign-in keeps a safe next, percent-encoded", async () => {
      const response = await answer(() =>
        signInAction(
          post("/signin", {
            username: "redirected",
            password: PASSWORD,
            next: "/admin/content?q=ข่าว",
          }),
        ),
      );
      expect(response.headers.get("Location")).toBe(
        "/admin/content?q=%E0%B8%82%E0%B9%88%E0%B8%B2%E0%B8%A7",
      );
    });

    it("with JavaScript the answer names the same safe place", async () => {
      const response = await answer(() =>
        signInAction(
          post("/signin", {
            username: "redirected",
            password: PASSWORD,
            next: "/\t/evil",
            js: "1",
          }),
        ),
      );
      const body = response as unknown as { data: { ok: boolean; to: string } };
      expect(body.data).toMatchObject({ ok: true, to: "/admin/dashboard" });
    });

    it.each(HOSTILE)("a cookie choice with back=%j returns to the home page", async (back) => {
      const response = await answer(() =>
        consentAction({
          request: post("/consent", { choice: "none", back }, "198.51.100.41"),
        } as Parameters<typeof consentAction>[0]),
      );
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe("/");
    });

    it("a refused cookie choice links back only to a safe place", async () => {
      const response = await answer(() =>
        consentAction({
          request: post("/consent", { choice: "bogus", back: "/\t/evil.example" }),
        } as Parameters<typeof consentAction>[0]),
      );
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('<a href="/">');
    });
  });
}
