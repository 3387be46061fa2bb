import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { ADMIN } from "./accounts.ts";
import { hydrated, tabTo } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

// The vocabulary is the whole site's: this test adds a group of its own beside the shipped ones
// and takes it out again, as other tests search meanwhile.
test("an administrator tries a search, adds a group of words by keyboard, and readers' searches use it at once", async ({
  browser,
  page,
}) => {
  const marker = `qzvocab${Date.now().toString(36)}`;
  const context = await signedInContext(browser, ADMIN);
  const admin = await context.newPage();
  await admin.goto("/admin/dashboard");
  await admin.getByRole("link", { name: "คลังคำค้นสุขภาพ" }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("คลังคำค้นสุขภาพ");
  await hydrated(admin);

  await admin.getByLabel("คำค้นที่ต้องการทดลอง").fill("dengue ระบาด");
  await tabTo(admin, admin.getByRole("button", { name: "ทดลอง" }));
  await admin.keyboard.press("Enter");
  await expect(admin.getByRole("status")).toContainText("dengue → ไข้เลือดออก หรือ ไข้เดงกี");

  const box = admin.getByLabel("กลุ่มคำ");
  const shipped = await box.inputValue();
  expect(shipped.split("\n").length).toBeGreaterThanOrEqual(60);
  // A line of one word and a word already in another line: refused, in Thai, the text kept.
  await box.fill(`${shipped}\n${marker}\nไข้เลือดออก, ${marker}`);
  await tabTo(admin, admin.getByRole("button", { name: "บันทึกคลังคำ" }));
  await admin.keyboard.press("Enter");
  await expect(admin.getByRole("alert")).toContainText("กรุณาแก้ไขคำค้นตามที่ระบุ");
  const count = shipped.split("\n").length;
  await expect(admin.getByText(`บรรทัดที่ ${count + 1}: มีคำเดียว`)).toBeVisible();
  await expect(admin.getByText(`บรรทัดที่ ${count + 2}: “ไข้เลือดออก” อยู่ในบรรทัดที่`)).toBeVisible();
  await expect(box).toHaveValue(`${shipped}\n${marker}\nไข้เลือดออก, ${marker}`);
  expect(
    (await new AxeBuilder({ page: admin }).withTags(["wcag2a", "wcag2aa", "wcag21aa"]).analyze())
      .violations,
  ).toEqual([]);

  await page.goto(`/search?title=${marker}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(marker);
  await expect(page.locator(".search-results li")).toHaveCount(0);

  try {
    await box.fill(`${shipped}\n${marker}, ยุงลาย`);
    await admin.getByRole("button", { name: "บันทึกคลังคำ" }).click();
    await expect(admin.getByRole("status")).toContainText("บันทึกคลังคำค้นแล้ว");
    await expect(admin.getByRole("heading", { level: 2, name: /แก้ไขคลังคำ/ })).toContainText(
      String(count + 1),
    );
    await page.goto(`/search?title=${marker}`);
    await expect(page.locator(".search-results li").first()).toBeVisible();
    await expect(page.locator(".search-results mark").first()).toHaveText("ยุงลาย");
  } finally {
    await box.fill(shipped);
    await admin.getByRole("button", { name: "บันทึกคลังคำ" }).click();
    await expect(admin.getByRole("status")).toContainText("บันทึกคลังคำค้นแล้ว");
  }
  await page.goto(`/search?title=${marker}`);
  await expect(page.locator(".search-results li")).toHaveCount(0);
  await context.close();
});
