import fs from "node:fs/promises";
import { expect, test, type Download } from "@playwright/test";
import { ADMIN, STAFF } from "./accounts.ts";
import { expectPageAccessible, pageReady } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

// Demo messages (app/db/seed/contact-data.ts): each test works on its own ones, so they run in parallel.
const HEALTH_SENDER = "ประเสริฐ วงศ์ใหญ่";
const PDPA_PHONE = "086 111 2233";

async function downloaded(download: Download): Promise<Buffer> {
  return fs.readFile((await download.path())!);
}

test("a staff member opens a new message, which is marked read, and sets it to answered", async ({
  browser,
}) => {
  const context = await signedInContext(browser, STAFF);
  const page = await context.newPage();
  await page.goto("/admin/dashboard");
  const inboxLink = page.getByRole("link", { name: /^กล่องข้อความ \d+ ใหม่$/ });
  await expect(inboxLink).toBeVisible();
  await expect(inboxLink.locator("[data-new-messages]")).toHaveText(/^\d+ ใหม่$/);

  await inboxLink.click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ข้อความติดต่อ");
  const row = page.getByRole("row").filter({ hasText: HEALTH_SENDER });
  await expect(row).toHaveClass(/unread/);
  // What visitors typed is isolated, so a stray direction mark cannot turn the row around.
  await expect(row.locator("bdi").first()).toHaveText(HEALTH_SENDER);
  await expect(page.getByRole("link", { name: "ส่งออก CSV" })).toHaveCount(0);
  await row.getByRole("link", { name: `ปรึกษาปัญหาสุขภาพ จาก ${HEALTH_SENDER} (ยังไม่อ่าน)` }).click();

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ปรึกษาปัญหาสุขภาพ");
  await expect(page.getByText("ข้อความนี้มีข้อมูลสุขภาพ")).toBeVisible();
  await expect(page.locator(".message-facts bdi").first()).toHaveText(HEALTH_SENDER);
  await expect(page.locator(".message-text").first()).toHaveAttribute("dir", "auto");
  await expect(page.locator(".message-text").first()).toContainText("กินยาตามหมอสั่ง\nควรปรับอาหาร");
  await expect(page.getByText(/ยินยอมให้เก็บข้อมูลสุขภาพ/)).toBeVisible();
  const history = page.getByRole("region", { name: "ประวัติการดำเนินการ" });
  await expect(history.getByRole("listitem")).toHaveText([/^เปิดอ่าน โดย เจ้าหน้าที่ ทดสอบระบบ · /]);
  await expect(page.getByText(/โดย เจ้าหน้าที่ ทดสอบระบบ$/).first()).toBeVisible();

  await page.goto("/admin/messages/contact?q=น้ำตาล");
  await expect(page.getByRole("row").filter({ hasText: HEALTH_SENDER })).not.toHaveClass(/unread/);
  await expect(page.getByRole("status").filter({ hasText: /^พบ/ })).toHaveText("พบ 1 ข้อความ");
  await page.getByRole("link", { name: /^จัดการ ข้อความ C-/ }).click();
  await expect(page).toHaveURL(/\/admin\/messages\/contact\/\d+\/setting$/);
  await pageReady(page);
  await expect(page.getByRole("heading", { name: "พื้นที่อันตราย" })).toHaveCount(0);
  await page.getByLabel("สถานะ").selectOption({ label: "ตอบแล้ว" });
  await page.getByLabel("บันทึกภายใน").fill("โทรแนะนำให้พบแพทย์ก่อนนัดแล้ว");
  await page.getByRole("button", { name: "บันทึก", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "บันทึกการจัดการข้อความแล้ว" })).toBeVisible();
  await expect(page.getByLabel("สถานะ")).toHaveValue("answered");
  const events = page.getByRole("region", { name: "ประวัติการดำเนินการ" }).getByRole("listitem");
  await expect(events.filter({ hasText: "เปลี่ยนสถานะ" })).toContainText("ใหม่ → ตอบแล้ว");
  await expect(events.filter({ hasText: "แก้ไขบันทึกภายใน" })).toContainText("พบแพทย์ก่อนนัด");
  await expectPageAccessible(page);

  await page.goto("/admin/messages/contact?status=answered");
  await expect(page.getByRole("row").filter({ hasText: HEALTH_SENDER })).toContainText("ตอบแล้ว");
  await context.close();
});

test("an administrator exports the inbox as CSV with a BOM and Thai intact", async ({
  browser,
}) => {
  const context = await signedInContext(browser, ADMIN);
  const page = await context.newPage();
  await page.goto("/admin/messages/contact");
  await pageReady(page);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "ส่งออก CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ข้อความติดต่อ-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await downloaded(download);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.toString("utf8");
  expect(text).toContain("เลขอ้างอิง,วันที่ส่ง,สถานะ,หัวข้อ");
  expect(text).toContain("สมหญิง ใจดี");
  expect(text).toContain('"สวัสดีค่ะ\nอยากทราบว่า');

  await page.goto("/admin/messages/contact?topic=ข้อเสนอแนะ");
  const json = await context.request.get(
    "/admin/messages/contact/export?format=json&topic=ข้อเสนอแนะ",
  );
  expect(json.headers()["content-type"]).toBe("application/json; charset=utf-8");
  const body = (await json.json()) as { messages: { topic: string }[] };
  expect(body.messages.length).toBeGreaterThan(0);
  expect(body.messages.every((m) => m.topic === "ข้อเสนอแนะ")).toBe(true);
  await context.close();
});

test("an administrator finds, exports and deletes one person's messages (PDPA)", async ({
  browser,
}) => {
  const context = await signedInContext(browser, ADMIN);
  const page = await context.newPage();
  await page.goto("/admin/messages/contact");
  await page.getByRole("link", { name: "คำขอข้อมูลส่วนบุคคล" }).first().click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("คำขอข้อมูลส่วนบุคคล");
  await pageReady(page);

  await page.getByLabel("อีเมลหรือเบอร์โทรศัพท์ของผู้ติดต่อ").fill(PDPA_PHONE);
  await page.getByRole("button", { name: "ค้นหา", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "พบ 2 ข้อความ" })).toBeVisible();
  await expect(page.getByRole("link", { name: "C-2F5J8LS" })).toBeVisible();
  await expect(page.getByRole("link", { name: "C-8V2C7YE" })).toBeVisible();
  await expectPageAccessible(page);

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("button", { name: "ส่งออก JSON" }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^ข้อมูลส่วนบุคคล-.*\.json$/);
  const exported = JSON.parse((await downloaded(download)).toString("utf8")) as {
    count: number;
    messages: { fullName: string }[];
  };
  expect(exported.count).toBe(2);
  expect(exported.messages[0]!.fullName).toBe("วิชัย มั่นคง");

  await page.getByLabel("พิมพ์คำว่า “ลบ” เพื่อยืนยัน").fill("ลบ");
  await page.getByRole("button", { name: "ลบข้อความทั้งหมดของผู้ติดต่อรายนี้" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "ลบข้อความของผู้ติดต่อรายนี้แล้ว 2 ข้อความ" }),
  ).toBeVisible();

  await page.goto("/admin/messages/contact?q=วิชัย");
  await expect(page.getByText("ไม่พบข้อความตามเงื่อนไขที่เลือก")).toBeVisible();
  await page.goto("/admin/audit?action=privacy-deleted");
  await expect(page.getByRole("cell", { name: "โทรศัพท์ ***2233: ลบ 2 ข้อความ" })).toBeVisible();
  await context.close();
});
