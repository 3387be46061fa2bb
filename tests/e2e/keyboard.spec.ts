import { expect, test } from "@playwright/test";
import { keepWordsWhole } from "../../app/lib/whole-words.server.ts";
import { ADMIN } from "./accounts.ts";
import { firstDemoLink, firstItemPath, pageReady, tabTo } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

/**
 * The main journeys with the keyboard alone: Tab, Shift+Tab, Enter, Space, arrows, Escape and
 * typing. No clicks, no `focus()` from the test.
 */

test("read an article from the home page", async ({ page }) => {
  await page.goto("/");
  await pageReady(page);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "ข้ามไปยังเนื้อหาหลัก" })).toBeFocused();
  await page.keyboard.press("Enter");
  const article = await firstDemoLink(page.locator("main .hero-title a, main .card-link"));
  const title = (await article.textContent())!.trim();
  await tabTo(page, article);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
});

test("search from the navigation bar and open a result", async ({ page }) => {
  await page.goto("/");
  await pageReady(page);
  await tabTo(page, page.locator(".site-header").getByRole("link", { name: "ค้นหา", exact: true }));
  await page.keyboard.press("Enter");
  const box = page.getByRole("combobox", { name: "ค้นหาข้อมูลในเว็บไซต์" });
  await expect(box).toBeFocused();
  await page.keyboard.type("ไข้เลือดออก");
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/search\?title=/);
  const first = page.locator(".search-results li h2 a").first();
  const title = (await first.textContent())!.trim();
  await tabTo(page, first);
  await page.keyboard.press("Enter");
  // Results show titles as written, the item's page with its words kept whole.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(keepWordsWhole(title));
});

test("open a gallery photo in the lightbox, move through it and close it", async ({ page }) => {
  await page.goto(await firstItemPath(page, "/gallery"));
  await pageReady(page);
  const thumb = page.locator(".gallery-thumb").first();
  await tabTo(page, thumb);
  await page.keyboard.press("Enter");
  const dialog = page.locator("dialog.lightbox");
  await expect(dialog).toBeVisible();
  await page.keyboard.press("ArrowRight");
  await expect(dialog.locator(".lightbox-count")).toContainText("ภาพที่ 2 จาก");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(thumb).toBeFocused();
});

test("send the contact form", async ({ page }) => {
  await page.goto("/contact");
  await pageReady(page);
  await tabTo(page, page.getByLabel("ชื่อ-นามสกุล", { exact: true }));
  await page.keyboard.type("สมหญิง แป้นพิมพ์");
  await tabTo(page, page.getByLabel("เบอร์โทรศัพท์", { exact: true }));
  await page.keyboard.type("0812345678");
  const topic = page.getByLabel("หัวข้อ", { exact: true });
  await tabTo(page, topic);
  await page.keyboard.press("ArrowDown");
  await expect(topic).not.toHaveValue("");
  await tabTo(page, page.getByLabel("ข้อความ", { exact: true }));
  await page.keyboard.type(`ขอเอกสารคู่มือการดูแลผู้สูงอายุ ${Date.now()}`);
  const consent = page.getByLabel(/ข้าพเจ้ายินยอมให้สำนักงาน/);
  await tabTo(page, consent);
  await page.keyboard.press("Space");
  await expect(consent).toBeChecked();
  const health = page.getByLabel(/มาตรา 26/);
  if (await health.isVisible()) {
    await tabTo(page, health);
    await page.keyboard.press("Space");
  }
  await tabTo(page, page.getByRole("button", { name: "ส่งข้อความ" }));
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/contact\?sent=C-[0-9A-Z]{8}#sent$/);
  await expect(page.getByText("ส่งข้อความแล้ว")).toBeVisible();
});

test("sign in", async ({ page }) => {
  await page.goto("/signin");
  await pageReady(page);
  await tabTo(page, page.getByLabel("ชื่อผู้ใช้", { exact: true }));
  await page.keyboard.type(ADMIN.username);
  await tabTo(page, page.getByLabel("รหัสผ่าน", { exact: true }));
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("write and publish an announcement", async ({ browser }) => {
  const title = `ประกาศจากแป้นพิมพ์ ${Date.now().toString(36)}`;
  const context = await signedInContext(browser, ADMIN);
  const page = await context.newPage();
  await page.goto("/admin/write/announce_general");
  await pageReady(page);
  await tabTo(page, page.getByLabel("หัวข้อประกาศ"));
  await page.keyboard.type(title);
  await tabTo(page, page.getByRole("textbox", { name: "รายละเอียด" }));
  await page.keyboard.type("ประกาศนี้เขียนและเผยแพร่ด้วยแป้นพิมพ์อย่างเดียว");
  await tabTo(page, page.getByRole("button", { name: "บันทึกและเผยแพร่" }));
  await page.keyboard.press("Enter");
  await expect(
    page.getByRole("main").getByRole("status").filter({ hasText: "บันทึกและเผยแพร่แล้ว" }),
  ).toBeVisible();
  await page.goto("/general");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await context.close();
});
