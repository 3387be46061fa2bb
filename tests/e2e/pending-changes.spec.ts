import { expect, test, type Page } from "@playwright/test";
import { keepWordsWhole } from "../../app/lib/whole-words.server.ts";
import { ADMIN, STAFF } from "./accounts.ts";
import { expectAccessibleInEveryView, pageReady } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

/** Presses Tab until the named button has the focus; fails if it is not reachable that way. */
async function tabTo(page: Page, name: string) {
  const button = page.getByRole("button", { name });
  for (let presses = 0; presses < 60; presses++) {
    await page.keyboard.press("Tab");
    if (await button.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${name}: not reachable with the Tab key`);
}

test("a general user's edit of a published item waits for review; an administrator reviews the diff and publishes it", async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const slug = `รอตรวจ-${stamp}`;
  const publicPath = `/news/health/${encodeURIComponent(slug)}`;

  // An administrator writes and publishes a news item.
  const admin = await signedInContext(browser, ADMIN);
  const adminPage = await admin.newPage();
  await adminPage.goto("/admin/write/news_health");
  await pageReady(adminPage);
  await adminPage.getByLabel("หัวข้อข่าว").fill(`ข่าวที่ผู้ดูแลเผยแพร่ ${stamp}`);
  await adminPage.getByLabel("ชื่อในลิงก์ (slug)").fill(slug);
  await adminPage.getByLabel("สรุปสั้น ๆ").fill("สรุปฉบับที่เผยแพร่");
  await adminPage.getByRole("button", { name: "บันทึกและเผยแพร่" }).click();
  await expect(adminPage).toHaveURL(/\/admin\/write\/news_health\/\d+\?saved=publish$/);
  const id = /\/(\d+)\?/.exec(adminPage.url())![1]!;
  const editUrl = `/admin/write/news_health/${id}`;

  // A general user edits it: the editor says the change waits, the public page stays.
  const staff = await signedInContext(browser, STAFF);
  const page = await staff.newPage();
  await page.goto(editUrl);
  await pageReady(page);
  await page.getByLabel("สรุปสั้น ๆ").fill("สรุปที่ผู้ใช้ทั่วไปแก้ไข");
  await page.getByRole("button", { name: "บันทึกและส่งการแก้ไขให้ตรวจ" }).click();
  await expect(
    page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: "การแก้ไขนี้รอผู้ดูแลระบบตรวจก่อนเผยแพร่" }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole("note")).toContainText("การแก้ไขของคุณที่รอผู้ดูแลระบบตรวจ");
  await expect(page.getByLabel("สรุปสั้น ๆ")).toHaveValue("สรุปที่ผู้ใช้ทั่วไปแก้ไข");

  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  await reader.goto(publicPath);
  await expect(reader.getByText("สรุปฉบับที่เผยแพร่")).toBeVisible();
  // The public page shows the summary with its words kept whole.
  const edited = keepWordsWhole("สรุปที่ผู้ใช้ทั่วไปแก้ไข");
  await expect(reader.getByText(edited)).toHaveCount(0);

  // The same item posted under another kind's or another type's address is not found.
  const origin = { Origin: process.env.E2E_BASE_URL! };
  const wrongKind = await staff.request.post(`/admin/write/announce_general/${id}`, {
    headers: origin,
    form: { intent: "save", version: "99", title: "แก้ผ่านประเภทอื่น", slug, summary: "ผิดที่" },
    maxRedirects: 0,
  });
  expect(wrongKind.status()).toBe(404);
  const wrongType = await admin.request.post(`/admin/data/${id}/general/-/setting`, {
    headers: origin,
    form: { intent: "seo", version: "99", seoTitle: "ผิดที่", seoDescription: "" },
    maxRedirects: 0,
  });
  expect(wrongType.status()).toBe(404);
  await staff.close();

  // The administrator finds it in the review queue, reads the diff and publishes by keyboard.
  await adminPage.goto("/admin/dashboard");
  await adminPage
    .getByRole("link", { name: `ข่าวที่ผู้ดูแลเผยแพร่ ${stamp}` })
    .first()
    .click();
  await expect(adminPage).toHaveURL(new RegExp(`/admin/review/${id}$`));
  await expect(adminPage.getByRole("heading", { level: 1 })).toContainText("ตรวจการแก้ไข");
  const summary = adminPage.getByRole("table", { name: "สรุปสั้น ๆ" });
  await expect(summary.locator("del")).toContainText("สรุปฉบับที่เผยแพร่");
  await expect(summary.locator("ins")).toContainText("สรุปที่ผู้ใช้ทั่วไปแก้ไข");
  await expectAccessibleInEveryView(adminPage);
  await adminPage.setViewportSize({ width: 1280, height: 900 });
  await pageReady(adminPage);
  await adminPage.locator("h1").click();
  await tabTo(adminPage, "เผยแพร่การแก้ไขนี้");
  await adminPage.keyboard.press("Enter");
  await expect(adminPage.getByRole("status").filter({ hasText: "เผยแพร่การแก้ไขแล้ว" })).toBeVisible();
  await expect(adminPage.getByText("ไม่มีการแก้ไขที่รอตรวจ")).toBeVisible();
  await admin.close();

  await reader.goto(publicPath);
  await expect(reader.getByText(edited)).toBeVisible();
  await visitor.close();
});
