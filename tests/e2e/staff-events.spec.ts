import { expect, test, type Browser } from "@playwright/test";
import { ADMIN, STAFF } from "./accounts.ts";
import { pageReady } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

const TOPIC = "ข้อเสนอแนะ";

/** A visitor, in a browser of their own, sends the public contact form. */
async function sendMessage(browser: Browser, email: string) {
  const visitor = await browser.newContext();
  const form = await visitor.newPage();
  await form.goto("/contact");
  await form.getByLabel("ชื่อ-นามสกุล", { exact: true }).fill("ประชาชน ทดสอบแจ้งเตือน");
  await form.getByLabel("อีเมล", { exact: true }).fill(email);
  await form.getByLabel("หัวข้อ", { exact: true }).selectOption(TOPIC);
  await form
    .getByLabel("ข้อความ", { exact: true })
    .fill(`อยากให้เพิ่มป้ายบอกทางไปห้องฉีดวัคซีน ${Date.now()}`);
  await form.getByLabel(/ข้าพเจ้ายินยอมให้สำนักงาน/).check();
  await form.getByRole("button", { name: "ส่งข้อความ" }).click();
  await expect(form).toHaveURL(/\/contact\?sent=/);
  await visitor.close();
}

test("a signed-in staff member hears of a new contact message within a second", async ({
  browser,
}) => {
  const staff = await signedInContext(browser, STAFF);
  const page = await staff.newPage();
  const stream = page.waitForResponse((r) => new URL(r.url()).pathname === "/admin/events");
  await page.goto("/admin/dashboard");
  expect((await stream).headers()["content-type"]).toContain("text/event-stream");
  const badge = page.locator("[data-new-messages]");
  const before = Number(await badge.getAttribute("data-new-messages"));

  await sendMessage(browser, "visitor@example.com");

  // The message is saved (and announced) before the visitor's page answers: from here, 1 s.
  // Each toast of the polite region; another test's message may be shown beside this one.
  const toast = page
    .getByRole("status")
    .locator(".page-toast")
    .filter({ hasText: `มีข้อความติดต่อใหม่: ${TOPIC}` });
  await expect(toast.first()).toBeVisible({ timeout: 1000 });
  await expect
    .poll(async () => Number(await badge.getAttribute("data-new-messages")), { timeout: 1000 })
    .toBeGreaterThan(before);
  await expect(badge).toBeVisible();

  await toast.first().getByRole("link", { name: "เปิดกล่องข้อความ" }).click();
  await expect(page).toHaveURL(/\/admin\/messages\/contact$/);
  await staff.close();
});

test("a new message updates the menu without throwing away what a page answered", async ({
  browser,
}) => {
  const admin = await signedInContext(browser, ADMIN);
  const page = await admin.newPage();
  await page.goto("/admin/messages/privacy");
  await pageReady(page);
  const badge = page.locator("[data-new-messages]");
  const before = Number(await badge.getAttribute("data-new-messages"));
  const email = `live-${Date.now()}@example.com`;
  await page.getByLabel("อีเมลหรือเบอร์โทรศัพท์ของผู้ติดต่อ").fill(email);
  await page.getByRole("button", { name: "ค้นหา", exact: true }).click();
  const answer = page.getByRole("status").filter({ hasText: "พบ 0 ข้อความ" });
  await expect(answer).toBeVisible();

  await sendMessage(browser, email);
  await expect(
    page
      .getByRole("status")
      .filter({ hasText: `มีข้อความติดต่อใหม่: ${TOPIC}` })
      .first(),
  ).toBeVisible();
  await expect
    .poll(async () => Number(await badge.getAttribute("data-new-messages")))
    .toBeGreaterThan(before);
  await expect(answer).toBeVisible();
  await expect(page.getByLabel("อีเมลหรือเบอร์โทรศัพท์ของผู้ติดต่อ")).toHaveValue(email);
  await admin.close();
});

test("the event stream answers only event-stream requests, and only to staff", async ({
  browser,
  playwright,
}) => {
  const anonymous = await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const refused = await anonymous.get("/admin/events", {
    headers: { Accept: "text/event-stream" },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(302);
  await anonymous.dispose();

  const staff = await signedInContext(browser, STAFF);
  const plain = await staff.request.get("/admin/events");
  expect(plain.status()).toBe(406);
  await staff.close();
});
