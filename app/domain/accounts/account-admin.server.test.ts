import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases, useAsAppDatabase } from "../../../tests/support/databases.ts";
import type { Db } from "../../db/client.server.ts";
import { findLiveSession, listLiveSessions } from "../../db/accounts/sessions.server.ts";
import { findAccount, type StaffUser } from "../../db/accounts/users.server.ts";
import { CLIENT_IP_HEADER, actorOf, requestContext } from "../../lib/http.server.ts";
import {
  accountById,
  createStaffAccount,
  editAccount,
  LAST_ADMIN_MESSAGE,
  resetPassword,
  setAccountDisabled,
} from "./account-admin.server.ts";
import { createAccount } from "./accounts.server.ts";
import { hashToken, openSession } from "./auth.server.ts";
import {
  changeOwnPassword,
  endOwnSessions,
  passwordLinkValid,
  setPasswordWithLink,
} from "./own-account.server.ts";

const request = () =>
  new Request("http://localhost/admin", {
    headers: { [CLIENT_IP_HEADER]: "192.0.2.7", "user-agent": "vitest" },
  });

function tokenOf(link: string): string {
  return link.slice(link.lastIndexOf("/") + 1);
}

function sessionIdOf(cookie: string): string {
  return hashToken(/session=([^;]+)/.exec(cookie)![1]!);
}

for (const database of testDatabases()) {
  describe(`accounts on ${database.name}`, () => {
    let db: Db;
    let admin: StaffUser;
    beforeAll(async () => {
      db = await database.open();
      useAsAppDatabase(db);
      const created = await createAccount(
        {
          username: "boss",
          firstName: "หัวหน้า",
          lastName: "สำนักงาน",
          password: "หัวหน้าสำนักงาน 2569",
        },
        "admin",
      );
      if (!created.ok) throw new Error("fixture");
      const row = (await findAccount(db, created.userId))!;
      admin = {
        id: row.id,
        username: row.username,
        first_name: row.first_name,
        last_name: row.last_name,
        role: row.role,
        mustChangePassword: false,
      };
    });
    afterAll(() => database.close());

    it("keeps the last enabled administrator an administrator", async () => {
      const self = (await accountById(String(admin.id)))!;
      const actor = actorOf(request(), admin);
      const demoted = await editAccount(actor, self, {
        firstName: "ก",
        lastName: "ข",
        role: "staff",
      });
      expect(demoted).toEqual({
        ok: false,
        code: "account.edit-invalid",
        status: 400,
        message: "บันทึกไม่สำเร็จ กรุณาแก้ไขข้อมูลที่ระบุ",
        fields: { role: LAST_ADMIN_MESSAGE },
      });
      expect(await setAccountDisabled(actor, self, true)).toEqual({
        ok: false,
        code: "account.last-admin",
        status: 400,
        message: LAST_ADMIN_MESSAGE,
        fields: {},
      });
      expect((await findAccount(db, admin.id))!.role).toBe("admin");

      const second = await createStaffAccount(actor, {
        username: "deputy",
        firstName: "รอง",
        lastName: "หัวหน้า",
        role: "admin",
        method: "link",
      });
      expect(second.ok).toBe(true);
      const deputy = (await accountById(String(second.ok && second.userId)))!;
      expect(
        (await editAccount(actor, deputy, { firstName: "รอง", lastName: "หัวหน้า", role: "staff" }))
          .ok,
      ).toBe(true);
      expect((await findAccount(db, deputy.id))!.role).toBe("staff");
    });

    it("refuses an unknown role without creating anything", async () => {
      const result = await createStaffAccount(actorOf(request(), admin), {
        username: "ghost",
        firstName: "ผี",
        lastName: "ไม่มีจริง",
        role: "root",
        method: "link",
      });
      expect(result).toEqual({
        ok: false,
        code: "account.create-invalid",
        status: 400,
        message: "สร้างบัญชีไม่สำเร็จ กรุณาแก้ไขข้อมูลที่ระบุ",
        fields: { role: "กรุณาเลือกบทบาท" },
      });
      expect(
        await db.selectFrom("users").select("id").where("username", "=", "ghost").execute(),
      ).toEqual([]);
    });

    it("refuses a taken username, disabling oneself and a weak reset password, each with its code", async () => {
      const actor = actorOf(request(), admin);
      const taken = await createStaffAccount(actor, {
        username: "boss",
        firstName: "ซ้ำ",
        lastName: "ชื่อเดิม",
        role: "staff",
        method: "link",
      });
      expect(taken).toMatchObject({
        ok: false,
        code: "account.username-taken",
        status: 400,
        fields: { username: "ชื่อผู้ใช้นี้มีอยู่แล้ว" },
      });
      const self = (await accountById(String(admin.id)))!;
      const second = await createStaffAccount(actor, {
        username: "second.admin",
        firstName: "ผู้ดูแล",
        lastName: "คนที่สอง",
        role: "admin",
        method: "link",
      });
      if (!second.ok) throw new Error("fixture");
      expect(await setAccountDisabled(actor, self, true)).toEqual({
        ok: false,
        code: "account.disable-self",
        status: 400,
        message: "ระงับบัญชีของตนเองไม่ได้",
        fields: {},
      });
      const other = (await accountById(String(second.userId)))!;
      expect(await resetPassword(actor, other, { method: "password", password: "1234" })).toEqual({
        ok: false,
        code: "account.reset-refused",
        status: 400,
        message: "รีเซ็ตรหัสผ่านไม่สำเร็จ",
        fields: { password: "รหัสผ่านต้องยาวอย่างน้อย 10 ตัวอักษร" },
      });
      expect((await setAccountDisabled(actor, other, true)).ok).toBe(true);
    });

    it("ends one's own other sessions, never the current one through this way", async () => {
      const keep = sessionIdOf(await openSession(requestContext(request()), admin.id));
      const other = sessionIdOf(await openSession(requestContext(request()), admin.id));
      const me = { ...actorOf(request(), admin), sessionId: keep };
      expect(await endOwnSessions(me, keep)).toMatchObject({ code: "session.not-chosen" });
      expect(await endOwnSessions({ ...me, sessionId: "" }, other)).toMatchObject({
        code: "session.not-chosen",
        status: 400,
      });
      expect(await endOwnSessions(me, other)).toEqual({ ok: true, ended: 1 });
      expect(await endOwnSessions(me, other)).toEqual({
        ok: false,
        code: "session.not-found",
        status: 404,
        message: "ไม่พบเซสชันนี้ อาจสิ้นสุดไปแล้ว",
        fields: {},
      });
      expect(await findLiveSession(db, keep, new Date().toISOString())).not.toBeNull();
    });

    it("a one-time link sets the password once and ends sessions", async () => {
      const actor = actorOf(request(), admin);
      const created = await createStaffAccount(actor, {
        username: "newcomer",
        firstName: "คนใหม่",
        lastName: "ไฟแรง",
        role: "staff",
        method: "link",
      });
      if (!created.ok || !created.link) throw new Error("expected a link");
      const token = tokenOf(created.link);
      expect(await passwordLinkValid(token)).toBe(true);
      const weak = await setPasswordWithLink(requestContext(request()), token, {
        newPassword: "password123",
        confirmPassword: "password123",
      });
      expect(weak.ok).toBe(false);
      expect(await passwordLinkValid(token), "a refused password keeps the link").toBe(true);
      const mismatch = await setPasswordWithLink(requestContext(request()), token, {
        newPassword: "ฝนตกแดดออกนกกาเหว่า",
        confirmPassword: "ฝนตกแดดออก",
      });
      expect(mismatch).toEqual({
        ok: false,
        code: "account.password-refused",
        status: 400,
        message: "เปลี่ยนรหัสผ่านไม่สำเร็จ",
        fields: { confirmPassword: "รหัสผ่านทั้งสองช่องไม่ตรงกัน" },
      });
      const done = await setPasswordWithLink(requestContext(request()), token, {
        newPassword: "ฝนตกแดดออกนกกาเหว่า",
        confirmPassword: "ฝนตกแดดออกนกกาเหว่า",
      });
      expect(done).toEqual({ ok: true });
      const again = await setPasswordWithLink(requestContext(request()), token, {
        newPassword: "ฝนตกแดดออกนกกาเหว่า 2",
        confirmPassword: "ฝนตกแดดออกนกกาเหว่า 2",
      });
      expect(again).toEqual({
        ok: false,
        code: "account.link-expired",
        status: 404,
        message: "ลิงก์นี้หมดอายุหรือถูกใช้ไปแล้ว กรุณาขอลิงก์ใหม่จากผู้ดูแลระบบ",
        fields: {},
      });
    });

    it("a reset and a disable end the account's sessions", async () => {
      const actor = actorOf(request(), admin);
      const created = await createStaffAccount(actor, {
        username: "resetme",
        firstName: "ลืม",
        lastName: "รหัสผ่าน",
        role: "staff",
        method: "password",
        password: "ขึ้นต้นด้วยรหัสนี้ 55",
      });
      if (!created.ok) throw new Error("fixture");
      const account = (await accountById(String(created.userId)))!;
      await openSession(requestContext(request()), account.id);
      await openSession(requestContext(request()), account.id);
      const now = new Date().toISOString();
      expect(await listLiveSessions(db, account.id, now)).toHaveLength(2);
      const reset = await resetPassword(actor, account, { method: "link" });
      expect(reset.ok && reset.link).toMatch(/\/set-password\//);
      expect(await listLiveSessions(db, account.id, now)).toHaveLength(0);

      const cookie = await openSession(requestContext(request()), account.id);
      expect(await findLiveSession(db, sessionIdOf(cookie), now)).not.toBeNull();
      expect(await setAccountDisabled(actor, account, true)).toEqual({ ok: true });
      expect(await findLiveSession(db, sessionIdOf(cookie), now)).toBeNull();
    });

    it("changing one's own password needs the current one and ends the other sessions", async () => {
      const keep = sessionIdOf(await openSession(requestContext(request()), admin.id));
      const other = sessionIdOf(await openSession(requestContext(request()), admin.id));
      const me = { ...actorOf(request(), admin), sessionId: keep };
      const wrong = await changeOwnPassword(me, {
        currentPassword: "ไม่ใช่รหัสนี้แน่ ๆ",
        newPassword: "รหัสใหม่ที่ยาวพอ 2570",
        confirmPassword: "รหัสใหม่ที่ยาวพอ 2570",
      });
      expect(wrong).toEqual({
        ok: false,
        code: "account.password-refused",
        status: 400,
        message: "เปลี่ยนรหัสผ่านไม่สำเร็จ",
        fields: { currentPassword: "รหัสผ่านปัจจุบันไม่ถูกต้อง" },
      });
      const changed = await changeOwnPassword(me, {
        currentPassword: "หัวหน้าสำนักงาน 2569",
        newPassword: "รหัสใหม่ที่ยาวพอ 2570",
        confirmPassword: "รหัสใหม่ที่ยาวพอ 2570",
      });
      expect(changed).toEqual({ ok: true });
      const now = new Date().toISOString();
      expect(await findLiveSession(db, keep, now)).not.toBeNull();
      expect(await findLiveSession(db, other, now)).toBeNull();
    });
  });
}
