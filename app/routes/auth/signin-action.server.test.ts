import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import { createAccount } from "../../domain/accounts/accounts.server.ts";
import { CLIENT_IP_HEADER } from "../../lib/http.server.ts";
import { signInAction } from "./signin-action.server.ts";

const PASSWORD = "รหัสผ่านของเจ้าหน้าที่ที่ยาวพอ 2569";

type Answer = { data: Record<string, unknown>; init: { status?: number; headers?: HeadersInit } };

function post(fields: Record<string, string>, ip = "198.51.100.80"): Request {
  return new Request("http://localhost/signin", {
    method: "POST",
    headers: { [CLIENT_IP_HEADER]: ip },
    body: new URLSearchParams(fields),
  });
}

const answer = async (fields: Record<string, string>, ip?: string) =>
  (await signInAction(post(fields, ip))) as unknown as Answer;

for (const database of testDatabases()) {
  describe(`the sign-in action's refusals on ${database.name}`, () => {
    beforeAll(async () => {
      useAsAppDatabase(await database.open());
      const created = await createAccount(
        { username: "refused", firstName: "ทดสอบ", lastName: "ปฏิเสธ", password: PASSWORD },
        "staff",
      );
      if (!created.ok) throw new Error("fixture");
    });
    afterEach(() => vi.useRealTimers());
    afterAll(() => database.close());

    it("empty fields are a 400 with a message beside each", async () => {
      const refused = await answer({ username: " ", password: "" });
      expect(refused.init.status).toBe(400);
      expect(refused.data).toMatchObject({
        ok: false,
        code: "auth.credentials-missing",
        fields: { username: "กรุณากรอกชื่อผู้ใช้", password: "กรุณากรอกรหัสผ่าน" },
      });
    });

    it("a wrong password is a 401 that keeps the username, then a 429 that says when to retry", async () => {
      // The clock stands still, so the wait after the sixth failure has not run out on a slow machine.
      vi.useFakeTimers({ toFake: ["Date"], now: new Date("2026-12-01T09:00:00Z") });
      const ip = "198.51.100.81";
      for (let i = 0; i < 5; i++) {
        const refused = await answer({ username: "refused", password: `ผิด ${i}`, js: "1" }, ip);
        expect(refused.init.status).toBe(401);
        expect(refused.data).toEqual({
          ok: false,
          code: "auth.bad-credentials",
          status: 401,
          message: "ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง",
          fields: {},
          username: "refused",
        });
      }
      await answer({ username: "refused", password: "ผิดอีก" }, ip);
      const waiting = await answer({ username: "refused", password: PASSWORD }, ip);
      expect(waiting.init.status).toBe(429);
      expect(new Headers(waiting.init.headers).get("Retry-After")).toMatch(/^[1-9]\d*$/);
      expect(waiting.data).toMatchObject({
        ok: false,
        code: "auth.throttled",
        username: "refused",
      });
      expect(waiting.data.message).toMatch(/^พยายามเข้าสู่ระบบหลายครั้งเกินไป กรุณารอ \d+ วินาทีแล้วลองใหม่$/);
      expect(waiting.data).not.toHaveProperty("retryAfter");
    });

    it("the code step: a missing code stays on the step, an expired one goes back to the password", async () => {
      const pending = "not-a-live-pending-token";
      const missing = await answer({ pending, method: "recovery", code: " " });
      expect(missing.init.status).toBe(400);
      expect(missing.data).toMatchObject({
        ok: false,
        code: "totp.recovery-code-missing",
        fields: { code: "กรุณากรอกรหัสสำรอง" },
        secondStep: { pending, method: "recovery" },
      });
      for (const fields of [{ code: "123456" }, { intent: "switch" }] as Record<string, string>[]) {
        const expired = await answer({ pending, method: "totp", ...fields });
        expect(expired.init.status).toBe(410);
        expect(expired.data).toEqual({
          ok: false,
          code: "totp.step-expired",
          status: 410,
          message: "รหัสหมดอายุ กรุณาเข้าสู่ระบบใหม่",
          fields: {},
        });
      }
      const cancelled = await answer({ pending, intent: "cancel" });
      expect(cancelled.data).toEqual({ ok: true });
    });
  });
}
