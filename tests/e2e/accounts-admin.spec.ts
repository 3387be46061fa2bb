import { expect, test, type Page } from "@playwright/test";
import { ADMIN, STAFF } from "./accounts.ts";
import { expectPageAccessible, holdPosts, pageReady } from "./helpers.ts";
import { signedInContext, uniqueUsername } from "./staff-session.ts";

async function createAccount(
  page: Page,
  fields: { username: string; firstName: string; lastName: string; role?: string },
  password?: string,
) {
  await page.goto("/admin/users/new");
  await pageReady(page);
  await page.getByLabel("ชื่อผู้ใช้").fill(fields.username);
  await page.getByLabel("ชื่อ", { exact: true }).fill(fields.firstName);
  await page.getByLabel("นามสกุล").fill(fields.lastName);
  if (fields.role) await page.getByLabel("บทบาท").selectOption({ label: fields.role });
  if (password) {
    await page.getByLabel("กำหนดรหัสผ่านเริ่มต้น", { exact: false }).check();
    await page.getByLabel("รหัสผ่านเริ่มต้น", { exact: true }).fill(password);
  }
  await page.getByRole("button", { name: "สร้างบัญชี" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: `สร้างบัญชี ${fields.username} แล้ว` }),
  ).toBeVisible();
}

test("an administrator creates an account with a one-time link; the link sets the password once", async ({
  browser,
}) => {
  const admin = await signedInContext(browser, ADMIN);
  const page = await admin.newPage();
  await page.goto("/admin/users");
  await expectPageAccessible(page);
  const username = uniqueUsername("link");
  await createAccount(page, { username, firstName: "สมหญิง", lastName: "ใจดี" });
  const link = await page.getByLabel("ลิงก์ตั้งรหัสผ่าน").inputValue();
  expect(link).toMatch(/\/set-password\/[\w-]{43}$/);

  const visitor = await browser.newContext();
  const newcomer = await visitor.newPage();
  await newcomer.goto(link);
  await expectPageAccessible(newcomer);
  await newcomer.getByLabel("รหัสผ่านใหม่", { exact: true }).fill("สั้น");
  await newcomer.getByLabel("ยืนยันรหัสผ่านใหม่").fill("สั้น");
  await newcomer.getByRole("button", { name: "ตั้งรหัสผ่าน" }).click();
  await expect(newcomer.getByText("รหัสผ่านต้องยาวอย่างน้อย 10 ตัวอักษร")).toBeVisible();
  const password = "ดอกไม้บานสะพรั่ง ริมทาง 7";
  await newcomer.getByLabel("รหัสผ่านใหม่", { exact: true }).fill(password);
  await newcomer.getByLabel("ยืนยันรหัสผ่านใหม่").fill(password);
  // Clicked twice while it is on its way, it is sent once: a second sending would find the link
  // spent by the first and say so.
  await pageReady(newcomer);
  const { posts, release } = await holdPosts(newcomer, /\/set-password\//);
  const set = newcomer.getByRole("main").locator('button[type="submit"]');
  await set.click();
  await expect(set).toBeDisabled();
  await expect(set).toHaveText("กำลังตั้งรหัสผ่าน…");
  await set.click({ force: true });
  await newcomer.getByLabel("ยืนยันรหัสผ่านใหม่").press("Enter");
  await release();
  await expect(newcomer).toHaveURL(/\/signin\?password=set$/);
  expect(posts()).toBe(1);
  await expect(newcomer.getByRole("status")).toContainText("ตั้งรหัสผ่านเรียบร้อยแล้ว");
  await newcomer.goto(link);
  await expect(newcomer.getByRole("alert")).toContainText("ลิงก์นี้หมดอายุหรือถูกใช้ไปแล้ว");

  const signedIn = await signedInContext(browser, { username, password });
  await signedIn.close();
  await visitor.close();
  await admin.close();
});

test("an initial password must be changed at first sign-in", async ({ browser }) => {
  const admin = await signedInContext(browser, ADMIN);
  const username = uniqueUsername("initial");
  const initial = "รหัสเริ่มต้นชั่วคราว 1234";
  await createAccount(
    await admin.newPage(),
    { username, firstName: "ประเสริฐ", lastName: "มั่นคง", role: "ผู้ใช้ทั่วไป" },
    initial,
  );
  await admin.close();

  const context = await signedInContext(browser, { username, password: initial });
  const page = await context.newPage();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/account\?required=password$/);
  await expect(page.getByRole("alert")).toContainText("กรุณาตั้งรหัสผ่านใหม่ก่อนใช้งานระบบ");
  await expectPageAccessible(page);
  await page.getByLabel("รหัสผ่านปัจจุบัน").fill(initial);
  await page.getByLabel("รหัสผ่านใหม่", { exact: true }).fill("ท้องฟ้าสีครามยามเช้า 55");
  await page.getByLabel("ยืนยันรหัสผ่านใหม่").fill("ท้องฟ้าสีครามยามเช้า 55");
  await page.getByRole("button", { name: "เปลี่ยนรหัสผ่าน" }).click();
  await expect(page.getByRole("status")).toContainText("เปลี่ยนรหัสผ่านแล้ว");
  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("แดชบอร์ด");
  await context.close();
});

test("disabling an account ends its sessions; an administrator cannot disable themself", async ({
  browser,
}) => {
  const admin = await signedInContext(browser, ADMIN);
  const page = await admin.newPage();
  const username = uniqueUsername("leaving");
  const password = "ลาออกไปทำงานที่อื่น 2569";
  await createAccount(page, { username, firstName: "ลาออก", lastName: "แล้ว" }, password);
  await page.getByRole("link", { name: "ดูบัญชีนี้" }).click();
  await expectPageAccessible(page);

  const leaver = await signedInContext(browser, { username, password });
  const leaverPage = await leaver.newPage();
  await leaverPage.goto("/admin/account");
  await expect(leaverPage.getByRole("heading", { level: 1 })).toHaveText("บัญชีของฉัน");

  await page.getByRole("button", { name: "ระงับบัญชี" }).click();
  await expect(page.getByRole("status")).toContainText("ระงับบัญชีแล้ว");
  await leaverPage.goto("/admin/account");
  await expect(leaverPage).toHaveURL(/\/signin\?next=/);
  const refused = await leaver.request.post("/signin", {
    headers: { Origin: process.env.E2E_BASE_URL! },
    form: { username, password },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(401);

  await page.goto("/admin/users");
  await page.getByRole("link", { name: ADMIN.username }).click();
  await expect(page.getByText("คุณไม่สามารถระงับบัญชีของตนเองได้")).toBeVisible();
  await leaver.close();
  await admin.close();
});

test("a general user is refused administrator pages with a Thai page and sees no admin menu", async ({
  browser,
}) => {
  const context = await signedInContext(browser, STAFF);
  const page = await context.newPage();
  await page.goto("/admin/dashboard");
  const menu = page.getByRole("navigation", { name: "เมนูระบบหลังบ้าน" });
  await expect(menu.getByRole("link", { name: "ข้อมูลและรหัสผ่าน" })).toBeVisible();
  await expect(menu.getByRole("link", { name: "บัญชีผู้ใช้" })).toHaveCount(0);
  await expect(menu.getByRole("link", { name: "บันทึกการใช้งาน" })).toHaveCount(0);
  for (const path of [
    "/admin/users",
    "/admin/users/new",
    "/admin/audit",
    "/admin/settings/security",
  ]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(403);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ไม่มีสิทธิ์เข้าถึง");
  }
  await expectPageAccessible(page);
  await context.close();
});

test("staff see their own sessions and end another one; a password change ends the rest", async ({
  browser,
}) => {
  const admin = await signedInContext(browser, ADMIN);
  const username = uniqueUsername("devices");
  const password = "สองเครื่องพร้อมกัน 2569";
  await createAccount(
    await admin.newPage(),
    { username, firstName: "หลาย", lastName: "อุปกรณ์" },
    password,
  );
  await admin.close();
  const account = { username, password };
  const first = await signedInContext(browser, account);
  const firstPage = await first.newPage();
  await firstPage.goto("/admin/account");
  const newPassword = "เปลี่ยนแล้วปลอดภัยกว่า 99";
  await firstPage.getByLabel("รหัสผ่านปัจจุบัน").fill(password);
  await firstPage.getByLabel("รหัสผ่านใหม่", { exact: true }).fill(newPassword);
  await firstPage.getByLabel("ยืนยันรหัสผ่านใหม่").fill(newPassword);
  await firstPage.getByRole("button", { name: "เปลี่ยนรหัสผ่าน" }).click();
  await expect(firstPage.getByRole("status")).toContainText("เปลี่ยนรหัสผ่านแล้ว");

  const second = await signedInContext(browser, { username, password: newPassword });
  const third = await signedInContext(browser, { username, password: newPassword });
  await firstPage.goto("/admin/account/sessions");
  await expectPageAccessible(firstPage);
  const rows = firstPage.getByRole("row");
  await expect(rows).toHaveCount(4);
  await expect(firstPage.getByText("อุปกรณ์นี้")).toHaveCount(1);
  await firstPage
    .getByRole("button", { name: /^สิ้นสุดเซสชัน/ })
    .first()
    .click();
  await expect(firstPage.getByRole("status")).toContainText("สิ้นสุดแล้ว 1 เซสชัน");
  await expect(rows).toHaveCount(3);

  await firstPage.goto("/admin/account");
  await firstPage.getByLabel("รหัสผ่านปัจจุบัน").fill(newPassword);
  await firstPage.getByLabel("รหัสผ่านใหม่", { exact: true }).fill("อีกครั้งหนึ่งนะ 2570");
  await firstPage.getByLabel("ยืนยันรหัสผ่านใหม่").fill("อีกครั้งหนึ่งนะ 2570");
  await firstPage.getByRole("button", { name: "เปลี่ยนรหัสผ่าน" }).click();
  await expect(firstPage.getByRole("status")).toContainText("เปลี่ยนรหัสผ่านแล้ว");
  for (const other of [second, third]) {
    const response = await other.request.get("/api/session");
    expect(await response.json()).toEqual({ active: false });
  }
  await firstPage.goto("/admin/account/sessions");
  await expect(firstPage.getByRole("row")).toHaveCount(2);
  await Promise.all([first.close(), second.close(), third.close()]);
});

test("hostile names are stored inert and shown escaped", async ({ browser }) => {
  const admin = await signedInContext(browser, ADMIN);
  const page = await admin.newPage();
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs++;
    void dialog.dismiss();
  });
  const username = uniqueUsername("hostile");
  const script = `<script>alert(1)</script><img src=x onerror=alert(2)>`;
  await createAccount(page, { username, firstName: script, lastName: '"><svg onload=alert(3)>' });
  await page.goto("/admin/users");
  await expect(page.getByRole("row", { name: new RegExp(username) })).toContainText(script);
  await page.getByRole("link", { name: username }).click();
  await expect(page.getByLabel("ชื่อ", { exact: true })).toHaveValue(script);
  expect(dialogs).toBe(0);

  await page.goto("/admin/users/new");
  await pageReady(page);
  await page.getByLabel("ชื่อผู้ใช้").fill("<b>bad</b>");
  await page.getByLabel("ชื่อ", { exact: true }).fill("สม\u0007ชาย");
  await page.getByLabel("นามสกุล").fill("");
  await page.getByRole("button", { name: "สร้างบัญชี" }).click();
  await expect(page.getByText("ชื่อผู้ใช้ใช้ได้เฉพาะ a–z ตัวเลข จุด ขีดกลาง และขีดล่าง")).toBeVisible();
  await expect(page.getByText("มีอักขระที่ใช้ไม่ได้")).toBeVisible();
  await expect(page.getByText("กรุณากรอกนามสกุล")).toBeVisible();
  await admin.close();
});

test("the audit log records sign-ins and account changes and filters them", async ({ browser }) => {
  const admin = await signedInContext(browser, ADMIN);
  const page = await admin.newPage();
  await page.goto("/admin/audit");
  await expectPageAccessible(page);
  await page.getByLabel("เหตุการณ์").selectOption({ label: "เข้าสู่ระบบ" });
  await page.getByLabel("ชื่อผู้ใช้").fill(ADMIN.username);
  await page.getByRole("button", { name: "กรอง" }).click();
  await expect(page).toHaveURL(/action=sign-in&username=e2e\.admin/);
  // The address changes before the filtered rows are drawn: wait for them.
  const rows = page.getByRole("row");
  await expect(
    rows.filter({ hasNotText: "เวลา" }).filter({ hasNotText: ADMIN.username }),
  ).toHaveCount(0);
  expect(await rows.count()).toBeGreaterThan(1);
  for (const row of await rows.all()) {
    const text = await row.textContent();
    if (text?.includes("เวลา")) continue;
    expect(text).toContain(ADMIN.username);
    expect(text).toContain("เข้าสู่ระบบ");
  }
  const username = uniqueUsername("audited");
  await createAccount(page, { username, firstName: "บันทึก", lastName: "การตรวจสอบ" });
  await page.goto("/admin/audit");
  await page.getByLabel("เหตุการณ์").selectOption({ label: "สร้างบัญชี" });
  await page.getByRole("button", { name: "กรอง" }).click();
  await expect(page.getByRole("row", { name: new RegExp(username) })).toContainText("สร้างบัญชี");
  await expect(page.getByRole("status")).not.toContainText("พบ 0 รายการ");
  await admin.close();
});
