import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabases } from "../../../tests/support/databases.ts";
import type { Db } from "../../db/client.server.ts";
import { insertUser, type StaffUser } from "../../db/accounts/users.server.ts";
import { CLIENT_IP_HEADER, actorOf, requestContext } from "../../lib/http.server.ts";
import {
  completeSignIn,
  PENDING_SIGN_IN_MS,
  signIn,
  type CodeStep,
  type SignedIn,
  type SignInResult,
} from "./auth.server.ts";
import { hashPassword } from "./passwords.server.ts";
import { saveSecuritySettings } from "./security-settings.server.ts";
import { totpCode } from "./totp.server.ts";
import {
  confirmSetup,
  disableTwoFactor,
  regenerateRecoveryCodes,
  startSetup,
  twoFactorSetupRequired,
  twoFactorStatus,
} from "./two-factor.server.ts";

const PASSWORD = "รหัสผ่านสำหรับทดสอบ 2569";
const STEP = 30_000;
const T0 = Date.parse("2026-11-22T03:00:00Z");

/** Domain code reaches the database through `db()`; point it at the test database. */
function useDatabase(database: Db) {
  (globalThis as { [key: symbol]: unknown })[Symbol.for("sukhaphap.db")] = database;
}

// Vitest sets BASE_URL to "/", which the session cookie's configuration would refuse.
vi.stubEnv("BASE_URL", "http://localhost:3000");
// The key that seals two-factor secrets is made in DATA_DIR when SECRET_KEY is unset.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "two-factor-test-"));
vi.stubEnv("DATA_DIR", dataDir);
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

let ipCounter = 0;
function request(): Request {
  ipCounter += 1;
  return new Request("http://localhost/signin", {
    method: "POST",
    headers: { [CLIENT_IP_HEADER]: `10.0.0.${ipCounter}` },
  });
}

const passwordHash = hashPassword(PASSWORD);

async function addUser(db: Db, username: string, role: "admin" | "staff" = "staff") {
  const id = await insertUser(db, {
    username,
    passwordHash: await passwordHash,
    firstName: "ทดสอบ",
    lastName: "สองขั้นตอน",
    role,
  });
  const user: StaffUser = {
    id,
    username,
    first_name: "ทดสอบ",
    last_name: "สองขั้นตอน",
    role,
    mustChangePassword: false,
  };
  return user;
}

/** A user with two-factor sign-in switched on at `T0`; returns the secret and recovery codes. */
async function addTwoFactorUser(db: Db, username: string, role: "admin" | "staff" = "staff") {
  const user = await addUser(db, username, role);
  await startSetup(user.id, new Date(T0));
  const status = await twoFactorStatus(user.id);
  if (status.state !== "pending") throw new Error("setup did not start");
  const confirmed = await confirmSetup(
    requestContext(request()),
    user,
    totpCode(status.secret, T0),
    new Date(T0),
  );
  if (!confirmed.ok) throw new Error("setup did not confirm");
  return { user, secret: status.secret, recoveryCodes: confirmed.recoveryCodes };
}

function pendingToken(result: SignInResult<SignedIn | CodeStep>): string {
  if (!result.ok || !("pending" in result))
    throw new Error(`no code step: ${JSON.stringify(result)}`);
  return result.pending;
}

async function auditActions(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom("audit_log")
    .select("action")
    .where("user_id", "=", userId)
    .orderBy("id")
    .execute();
  return rows.map((r) => r.action);
}

for (const database of testDatabases()) {
  describe(`two-factor sign-in on ${database.name}`, () => {
    let db: Db;
    beforeAll(async () => {
      db = await database.open();
      useDatabase(db);
    });
    afterAll(() => database.close());

    it("switches on only after a code from the app matches, with ten recovery codes", async () => {
      const user = await addUser(db, "enable.me");
      expect(await twoFactorStatus(user.id)).toEqual({ state: "off" });
      await startSetup(user.id, new Date(T0));
      const status = await twoFactorStatus(user.id);
      if (status.state !== "pending") throw new Error("not pending");
      const wrong = totpCode(status.secret, T0 + 10 * STEP);
      expect(await confirmSetup(requestContext(request()), user, wrong, new Date(T0))).toEqual({
        ok: false,
        code: "totp.setup-code-invalid",
        status: 400,
        message: "รหัสยืนยันไม่ถูกต้อง",
        fields: { code: "รหัสยืนยันไม่ถูกต้อง" },
      });
      expect(await signIn(requestContext(request()), user.username, PASSWORD)).toMatchObject({
        ok: true,
        cookie: expect.stringMatching(/^session=/),
      });
      const confirmed = await confirmSetup(
        requestContext(request()),
        user,
        totpCode(status.secret, T0),
        new Date(T0),
      );
      if (!confirmed.ok) throw new Error("not confirmed");
      expect(new Set(confirmed.recoveryCodes).size).toBe(10);
      expect(await twoFactorStatus(user.id)).toEqual({ state: "on", recoveryCodesLeft: 10 });
      const stored = await db.selectFrom("recovery_codes").select("code_hash").execute();
      expect(stored.some((r) => confirmed.recoveryCodes.includes(r.code_hash))).toBe(false);
      expect(
        await confirmSetup(
          requestContext(request()),
          user,
          totpCode(status.secret, T0),
          new Date(T0),
        ),
      ).toMatchObject({ ok: false, code: "totp.setup-not-pending", status: 409 });
      await startSetup(user.id, new Date(T0));
      expect(await twoFactorStatus(user.id)).toMatchObject({ state: "on" });
      expect(await auditActions(db, user.id)).toContain("totp-enabled");
    });

    it("asks for a code after the password and signs in with it once", async () => {
      const { user, secret } = await addTwoFactorUser(db, "code.once");
      const now = new Date(T0 + 4 * STEP);
      const first = await signIn(requestContext(request()), user.username, PASSWORD, now);
      expect(first).toEqual({ ok: true, pending: expect.any(String) });
      const code = totpCode(secret, now.getTime());
      const done = await completeSignIn(
        requestContext(request()),
        pendingToken(first),
        "totp",
        code,
        now,
      );
      expect(done).toMatchObject({ ok: true, user: { id: user.id } });
      if (!done.ok) return;
      expect(done.cookie).toMatch(/^session=/);
      expect(
        await completeSignIn(requestContext(request()), pendingToken(first), "totp", code, now),
      ).toEqual({
        ok: false,
        code: "totp.step-expired",
        status: 410,
        message: "รหัสหมดอายุ กรุณาเข้าสู่ระบบใหม่",
        fields: {},
      });
      const again = pendingToken(
        await signIn(requestContext(request()), user.username, PASSWORD, now),
      );
      expect(await completeSignIn(requestContext(request()), again, "totp", code, now)).toEqual({
        ok: false,
        code: "totp.code-invalid",
        status: 401,
        message: "รหัสยืนยันไม่ถูกต้อง",
        fields: { code: "รหัสยืนยันไม่ถูกต้อง" },
      });
      const older = totpCode(secret, now.getTime() - STEP);
      expect(
        await completeSignIn(requestContext(request()), again, "totp", older, now),
      ).toMatchObject({ ok: false, code: "totp.code-invalid" });
      const actions = await auditActions(db, user.id);
      expect(actions.filter((a) => a === "sign-in")).toHaveLength(1);
      expect(actions.filter((a) => a === "totp-failed")).toHaveLength(2);
    });

    it("accepts each recovery code once", async () => {
      const { user, recoveryCodes } = await addTwoFactorUser(db, "recovery.once");
      const now = new Date(T0 + STEP);
      const code = recoveryCodes[3]!.toLowerCase();
      const pending = pendingToken(
        await signIn(requestContext(request()), user.username, PASSWORD, now),
      );
      expect(
        await completeSignIn(requestContext(request()), pending, "totp", code, now),
      ).toMatchObject({
        code: "totp.code-invalid",
      });
      expect(
        await completeSignIn(requestContext(request()), pending, "recovery", code, now),
      ).toMatchObject({
        ok: true,
      });
      const next = pendingToken(
        await signIn(requestContext(request()), user.username, PASSWORD, now),
      );
      expect(await completeSignIn(requestContext(request()), next, "recovery", code, now)).toEqual({
        ok: false,
        code: "totp.recovery-code-invalid",
        status: 401,
        message: "รหัสสำรองไม่ถูกต้องหรือถูกใช้ไปแล้ว",
        fields: { code: "รหัสสำรองไม่ถูกต้องหรือถูกใช้ไปแล้ว" },
      });
      expect(await twoFactorStatus(user.id)).toEqual({ state: "on", recoveryCodesLeft: 9 });
      expect(await auditActions(db, user.id)).toContain("recovery-code-used");
    });

    it("lets the code step expire after five minutes", async () => {
      const { user, secret } = await addTwoFactorUser(db, "slow.hand");
      const now = T0 + 2 * STEP;
      const pending = pendingToken(
        await signIn(requestContext(request()), user.username, PASSWORD, new Date(now)),
      );
      const late = now + PENDING_SIGN_IN_MS + 1000;
      expect(
        await completeSignIn(
          requestContext(request()),
          pending,
          "totp",
          totpCode(secret, late),
          new Date(late),
        ),
      ).toMatchObject({ ok: false, code: "totp.step-expired" });
      const inTime = now + PENDING_SIGN_IN_MS - 1000;
      expect(
        await completeSignIn(
          requestContext(request()),
          pending,
          "totp",
          totpCode(secret, inTime),
          new Date(inTime),
        ),
      ).toMatchObject({ ok: true });
    });

    it("counts wrong codes with wrong passwords, and a right password does not reset them", async () => {
      const { user, secret } = await addTwoFactorUser(db, "guess.er");
      const now = new Date(T0 + 3 * STEP);
      const wrong = totpCode(secret, now.getTime() + 20 * STEP);
      for (let i = 0; i < 5; i++) {
        const pending = pendingToken(
          await signIn(requestContext(request()), user.username, PASSWORD, now),
        );
        expect(
          await completeSignIn(requestContext(request()), pending, "totp", wrong, now),
        ).toMatchObject({
          code: "totp.code-invalid",
        });
      }
      const pending = pendingToken(
        await signIn(requestContext(request()), user.username, PASSWORD, now),
      );
      await completeSignIn(requestContext(request()), pending, "totp", wrong, now);
      const right = totpCode(secret, now.getTime());
      expect(
        await completeSignIn(requestContext(request()), pending, "totp", right, now),
      ).toMatchObject({
        ok: false,
        code: "auth.throttled",
        status: 429,
        retryAfter: 1,
        message: "พยายามเข้าสู่ระบบหลายครั้งเกินไป กรุณารอ 1 วินาทีแล้วลองใหม่",
      });
      expect(await signIn(requestContext(request()), user.username, PASSWORD, now)).toMatchObject({
        code: "auth.throttled",
      });
      const later = new Date(now.getTime() + 2000);
      const fresh = pendingToken(
        await signIn(requestContext(request()), user.username, PASSWORD, later),
      );
      expect(
        await completeSignIn(
          requestContext(request()),
          fresh,
          "totp",
          totpCode(secret, later.getTime()),
          later,
        ),
      ).toMatchObject({ ok: true });
    });

    it("makes new recovery codes only with the password, and the old ones stop working", async () => {
      const { user, recoveryCodes } = await addTwoFactorUser(db, "new.codes");
      const now = new Date(T0 + 5 * STEP);
      expect(
        await regenerateRecoveryCodes(requestContext(request()), user, "ไม่ใช่รหัสผ่าน", now),
      ).toEqual({
        ok: false,
        code: "totp.password-wrong",
        status: 400,
        message: "รหัสผ่านไม่ถูกต้อง",
        fields: {},
      });
      const result = await regenerateRecoveryCodes(requestContext(request()), user, PASSWORD, now);
      if (!result.ok) throw new Error("not regenerated");
      expect(result.recoveryCodes).toHaveLength(10);
      const pending = pendingToken(
        await signIn(requestContext(request()), user.username, PASSWORD, now),
      );
      expect(
        await completeSignIn(
          requestContext(request()),
          pending,
          "recovery",
          recoveryCodes[0]!,
          now,
        ),
      ).toMatchObject({ code: "totp.recovery-code-invalid" });
      expect(
        await completeSignIn(
          requestContext(request()),
          pending,
          "recovery",
          result.recoveryCodes[0]!,
          now,
        ),
      ).toMatchObject({ ok: true });
    });

    it("switches off with the password, except for administrators when it is required", async () => {
      const { user } = await addTwoFactorUser(db, "turn.off");
      const { user: admin } = await addTwoFactorUser(db, "admin.kept", "admin");
      const now = new Date(T0 + 6 * STEP);
      expect(await disableTwoFactor(requestContext(request()), user, "ผิด", now)).toMatchObject({
        ok: false,
        code: "totp.password-wrong",
      });
      expect(await disableTwoFactor(requestContext(request()), user, PASSWORD, now)).toEqual({
        ok: true,
      });
      expect(await twoFactorStatus(user.id)).toEqual({ state: "off" });
      expect(
        await regenerateRecoveryCodes(requestContext(request()), user, PASSWORD, now),
      ).toMatchObject({ ok: false, code: "totp.not-enabled", status: 409 });
      expect(
        await db.selectFrom("recovery_codes").where("user_id", "=", user.id).select("id").execute(),
      ).toEqual([]);
      expect((await signIn(requestContext(request()), user.username, PASSWORD, now)).ok).toBe(true);
      expect(await auditActions(db, user.id)).toContain("totp-disabled");

      await saveSecuritySettings(actorOf(request(), admin), {
        staffCanPublish: false,
        requireTotpForAdmins: true,
      });
      try {
        expect(await disableTwoFactor(requestContext(request()), admin, PASSWORD, now)).toEqual({
          ok: false,
          code: "totp.required",
          status: 403,
          message: "ผู้ดูแลระบบต้องใช้การยืนยันตัวตนสองขั้นตอน จึงปิดไม่ได้",
          fields: {},
        });
        expect(await twoFactorSetupRequired(admin)).toBe(false);
        expect(await twoFactorSetupRequired(await addUser(db, "admin.new", "admin"))).toBe(true);
        expect(await twoFactorSetupRequired(user)).toBe(false);
      } finally {
        await saveSecuritySettings(actorOf(request(), admin), {
          staffCanPublish: false,
          requireTotpForAdmins: false,
        });
      }
      expect(await twoFactorSetupRequired(await addUser(db, "admin.free", "admin"))).toBe(false);
    });
  });
}
