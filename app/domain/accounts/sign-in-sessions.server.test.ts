import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import type { Db } from "../../db/client.server.ts";
import { jobPending } from "../../db/operations/jobs.server.ts";
import { insertUser, type StaffUser } from "../../db/accounts/users.server.ts";
import { CLIENT_IP_HEADER, requestContext } from "../../lib/http.server.ts";
import { completeSignIn, currentSession, hashToken, signIn } from "./auth.server.ts";
import { hashPassword } from "./passwords.server.ts";
import { cleanUpSignIns } from "./sign-in-cleanup.server.ts";
import { totpCode } from "./totp.server.ts";
import { confirmSetup, startSetup, twoFactorStatus } from "./two-factor.server.ts";

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sign-in-sessions-"));
vi.stubEnv("DATA_DIR", dataDir);
vi.stubEnv("BASE_URL", "http://localhost:3000");

const PASSWORD = "รหัสผ่านสำหรับทดสอบเซสชัน 2569";
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const T0 = Date.parse("2026-11-24T03:00:00Z");
const DAY = 86_400_000;

let ip = 0;
function request(cookie?: string): Request {
  ip += 1;
  const headers: Record<string, string> = { [CLIENT_IP_HEADER]: `10.9.${ip >> 8}.${ip & 255}` };
  if (cookie) headers.cookie = cookie.split(";")[0]!;
  return new Request("http://localhost/signin", { method: "POST", headers });
}

const passwordHash = hashPassword(PASSWORD);

async function addUser(db: Db, username: string): Promise<StaffUser> {
  const id = await insertUser(db, {
    username,
    passwordHash: await passwordHash,
    firstName: "ทดสอบ",
    lastName: "เซสชัน",
    role: "staff",
  });
  return {
    id,
    username,
    first_name: "ทดสอบ",
    last_name: "เซสชัน",
    role: "staff",
    mustChangePassword: false,
  };
}

async function storedSecret(db: Db, userId: number): Promise<string> {
  const row = await db
    .selectFrom("user_totp")
    .select("secret")
    .where("user_id", "=", userId)
    .executeTakeFirstOrThrow();
  return row.secret;
}

/** A row as the code before encryption wrote it: the base32 secret in the clear. */
async function clearTwoFactorRow(db: Db, userId: number, enabledAt: string | null) {
  await db
    .insertInto("user_totp")
    .values({
      user_id: userId,
      secret: SECRET,
      created_at: new Date(T0 - 2 * DAY).toISOString(),
      enabled_at: enabledAt,
      last_used_step: null,
    })
    .execute();
}

function pendingOf(result: Awaited<ReturnType<typeof signIn>>): string {
  if (!result.ok || !("pending" in result)) throw new Error(JSON.stringify(result));
  return result.pending;
}

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

for (const database of testDatabases()) {
  describe(`sessions, pending sign-ins and two-factor secrets on ${database.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
    });
    afterAll(() => database.close());

    it("signing in again ends the session the browser came with", async () => {
      const user = await addUser(db, "signs.twice");
      const first = await signIn(requestContext(request()), user.username, PASSWORD);
      if (!first.ok || !("cookie" in first)) throw new Error("first sign-in");
      expect(await currentSession(requestContext(request(first.cookie)))).not.toBeNull();
      const second = await signIn(requestContext(request(first.cookie)), user.username, PASSWORD);
      if (!second.ok || !("cookie" in second)) throw new Error("second sign-in");
      expect(
        await currentSession(requestContext(request(first.cookie))),
        "the old session is gone",
      ).toBeNull();
      expect(await currentSession(requestContext(request(second.cookie)))).not.toBeNull();
      const rows = await db
        .selectFrom("sessions")
        .select("id")
        .where("user_id", "=", user.id)
        .execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]!.id).toBe(hashToken(second.cookie.split(";")[0]!.split("=")[1]!));
    });

    it("a new secret is stored encrypted and still gives working codes", async () => {
      const user = await addUser(db, "sealed.secret");
      await startSetup(user.id, new Date(T0));
      const status = await twoFactorStatus(user.id);
      if (status.state !== "pending") throw new Error("not pending");
      const stored = await storedSecret(db, user.id);
      expect(stored).toMatch(/^v1\./);
      expect(stored).not.toContain(status.secret);
      const confirmed = await confirmSetup(
        requestContext(request()),
        user,
        totpCode(status.secret, T0),
        new Date(T0),
      );
      expect(confirmed.ok).toBe(true);
      const now = new Date(T0 + 60_000);
      const pending = pendingOf(
        await signIn(requestContext(request()), user.username, PASSWORD, now),
      );
      const done = await completeSignIn(
        requestContext(request()),
        pending,
        "totp",
        totpCode(status.secret, now.getTime()),
        now,
      );
      expect(done.ok).toBe(true);
    });

    it("a secret stored in the clear before encryption still works, and is encrypted on first use", async () => {
      const user = await addUser(db, "clear.secret");
      await clearTwoFactorRow(db, user.id, new Date(T0 - DAY).toISOString());
      const now = new Date(T0 + 120_000);
      const pending = pendingOf(
        await signIn(requestContext(request()), user.username, PASSWORD, now),
      );
      const done = await completeSignIn(
        requestContext(request()),
        pending,
        "totp",
        totpCode(SECRET, now.getTime()),
        now,
      );
      expect(done.ok).toBe(true);
      expect(await storedSecret(db, user.id)).toMatch(/^v1\./);
    });

    it("a sealed secret copied onto another account's row gives no working code", async () => {
      const owner = await addUser(db, "secret.owner");
      const thief = await addUser(db, "secret.thief");
      await clearTwoFactorRow(db, owner.id, new Date(T0 - DAY).toISOString());
      await clearTwoFactorRow(db, thief.id, new Date(T0 - DAY).toISOString());
      await cleanUpSignIns(new Date(T0));
      await db
        .updateTable("user_totp")
        .set({ secret: await storedSecret(db, owner.id) })
        .where("user_id", "=", thief.id)
        .execute();
      const now = new Date(T0 + 180_000);
      const pending = pendingOf(
        await signIn(requestContext(request()), thief.username, PASSWORD, now),
      );
      expect(
        await completeSignIn(
          requestContext(request()),
          pending,
          "totp",
          totpCode(SECRET, now.getTime()),
          now,
        ),
      ).toMatchObject({ ok: false, code: "totp.code-invalid" });
    });

    it("the daily clean-up removes expired pending sign-ins, abandoned set-ups and week-old sessions, and encrypts clear secrets", async () => {
      const user = await addUser(db, "leaves.rows");
      const now = new Date(T0);
      await clearTwoFactorRow(db, user.id, new Date(T0 - DAY).toISOString());
      const other = await addUser(db, "abandoned.setup");
      await clearTwoFactorRow(db, other.id, null);
      const fresh = await addUser(db, "fresh.setup");
      await startSetup(fresh.id, new Date(T0 - 60_000));
      const tokens = [
        { id: "expired-pending", purpose: "totp-pending" as const, expiresAt: T0 - 1000 },
        { id: "live-pending", purpose: "totp-pending" as const, expiresAt: T0 + 60_000 },
        { id: "expired-link", purpose: "set-password" as const, expiresAt: T0 - DAY },
      ];
      await db
        .insertInto("setup_tokens")
        .values(
          tokens.map((t) => ({
            id: t.id,
            purpose: t.purpose,
            user_id: user.id,
            created_at: new Date(T0 - DAY).toISOString(),
            expires_at: new Date(t.expiresAt).toISOString(),
          })),
        )
        .execute();
      const session = (id: string, expiresAt: number) => ({
        id,
        user_id: user.id,
        created_at: new Date(expiresAt - DAY).toISOString(),
        expires_at: new Date(expiresAt).toISOString(),
        ip: "",
        user_agent: "",
      });
      await db
        .insertInto("sessions")
        .values([session("long-expired", T0 - 8 * DAY), session("just-expired", T0 - 1000)])
        .execute();

      const result = await cleanUpSignIns(now);
      expect(result.sealedSecrets).toBeGreaterThanOrEqual(1);
      const left = await db
        .selectFrom("setup_tokens")
        .select("id")
        .where("user_id", "=", user.id)
        .execute();
      expect(left.map((r) => r.id)).toEqual(["live-pending"]);
      const setups = await db
        .selectFrom("user_totp")
        .select("user_id")
        .where("user_id", "in", [user.id, other.id, fresh.id])
        .orderBy("user_id")
        .execute();
      expect(setups.map((r) => r.user_id)).toEqual([user.id, fresh.id]);
      const sessions = await db
        .selectFrom("sessions")
        .select("id")
        .where("user_id", "=", user.id)
        .execute();
      expect(sessions.map((r) => r.id)).toEqual(["just-expired"]);
      const clear = await db
        .selectFrom("user_totp")
        .select("secret")
        .where("secret", "not like", "v1.%")
        .execute();
      expect(clear).toEqual([]);
    });

    it("a pending sign-in queues the clean-up", async () => {
      await db.deleteFrom("jobs").where("kind", "=", "sign-in-cleanup").execute();
      const user = await addUser(db, "queues.cleanup");
      await clearTwoFactorRow(db, user.id, new Date(T0 - DAY).toISOString());
      pendingOf(await signIn(requestContext(request()), user.username, PASSWORD));
      expect(await jobPending(db, "sign-in-cleanup")).toBe(true);
    });

    it("ten parallel wrong codes after five failures get at most one check", async () => {
      const user = await addUser(db, "code.racer");
      await clearTwoFactorRow(db, user.id, new Date(T0 - DAY).toISOString());
      const now = new Date(T0 + 300_000);
      const wrong = totpCode(SECRET, now.getTime() + 40 * 30_000);
      for (let i = 0; i < 5; i++) {
        const pending = pendingOf(
          await signIn(requestContext(request()), user.username, PASSWORD, now),
        );
        await completeSignIn(requestContext(request()), pending, "totp", wrong, now);
      }
      const pending = pendingOf(
        await signIn(requestContext(request()), user.username, PASSWORD, now),
      );
      const results = await Promise.all(
        Array.from({ length: 10 }, () =>
          completeSignIn(requestContext(request()), pending, "totp", wrong, now),
        ),
      );
      const checked = results.filter((r) => !r.ok && r.code === "totp.code-invalid").length;
      expect(checked).toBeLessThanOrEqual(1);
      expect(
        results.filter((r) => !r.ok && r.code === "auth.throttled").length,
      ).toBeGreaterThanOrEqual(9);
    });
  });
}
