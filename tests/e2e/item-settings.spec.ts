import { expect, test, type Page } from "@playwright/test";
import { ADMIN } from "./accounts.ts";
import { draftAnnouncement, expectPageAccessible, pageReady } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

const saved = (page: Page, text: string) =>
  expect(page.getByRole("main").getByRole("status").filter({ hasText: text })).toBeVisible();

async function setPinned(page: Page, settings: string, pinned: boolean) {
  await page.goto(settings);
  await pageReady(page);
  await page.getByLabel("ปักหมุดที่หน้าแรก").setChecked(pinned);
  await page.getByLabel("ลำดับการปักหมุด").fill("0");
  await page.getByRole("button", { name: "บันทึกการแสดงผล" }).click();
  await saved(page, "บันทึกการตั้งค่าแล้ว");
}

test("an administrator changes an announcement's address, pins, archives, trashes and restores it", async ({
  browser,
}) => {
  const title = `ประกาศทดสอบการตั้งค่า ${Date.now().toString(36)}`;
  const admin = await signedInContext(browser, ADMIN);
  const page = await admin.newPage();
  const id = await draftAnnouncement(page, title);
  await pageReady(page);
  await page.getByRole("button", { name: "บันทึกและเผยแพร่" }).click();
  await saved(page, "บันทึกและเผยแพร่แล้ว");

  const settings = `/admin/data/${id}/general/-/setting`;
  const wrong = await admin.request.get(`/admin/data/${id}/news/health/setting`, {
    maxRedirects: 0,
  });
  expect(wrong.status()).toBe(302);
  expect(wrong.headers().location).toBe(settings);

  await page.goto(settings);
  await pageReady(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`ตั้งค่า: ${title}`);
  await expectPageAccessible(page);
  const slugField = page.getByLabel("ชื่อในลิงก์ (slug)");
  const oldSlug = await slugField.inputValue();
  const newSlug = `${oldSlug}-ใหม่`;
  await slugField.fill(newSlug);
  await page.getByRole("button", { name: "บันทึกที่อยู่" }).click();
  await saved(page, "บันทึกการตั้งค่าแล้ว");
  const old = await admin.request.get(`/general/${encodeURIComponent(oldSlug)}`, {
    maxRedirects: 0,
  });
  expect(old.status()).toBe(301);
  expect(old.headers().location).toBe(`/general/${encodeURIComponent(newSlug)}`);

  await setPinned(page, settings, true);
  await page.goto("/");
  await expect(page.locator(".hero").getByRole("link", { name: title })).toBeVisible();
  await setPinned(page, settings, false);
  await page.goto("/");
  await expect(page.locator(".hero").getByRole("link", { name: title })).toHaveCount(0);

  await page.goto(settings);
  await pageReady(page);
  await page.getByRole("button", { name: "เก็บเข้าคลัง" }).click();
  await saved(page, "เก็บเข้าคลังแล้ว");
  await expect(page.getByText("สถานะ: เก็บเข้าคลัง")).toBeVisible();
  await page.goto("/general");
  await expect(page.getByRole("link", { name: title })).toHaveCount(0);

  await page.goto(settings);
  await pageReady(page);
  const confirm = page.getByLabel(/เพื่อยืนยัน/);
  await confirm.fill("ไม่ใช่ชื่อนี้");
  await page.getByRole("button", { name: "ย้ายไปถังขยะ" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "ยังไม่ได้ยืนยันการลบ" })).toBeVisible();
  await page.getByLabel(/เพื่อยืนยัน/).fill(title);
  await page.getByRole("button", { name: "ย้ายไปถังขยะ" }).click();
  await saved(page, "ย้ายไปถังขยะแล้ว");
  await expect(page.getByText(/จะถูกลบถาวรเมื่อ/)).toBeVisible();
  await expectPageAccessible(page);
  await page.getByRole("button", { name: "นำกลับจากถังขยะ" }).click();
  await saved(page, "นำกลับจากถังขยะแล้ว");
  await expect(page.getByText("สถานะ: เก็บเข้าคลัง")).toBeVisible();
  await admin.close();
});
