import { expect, test } from "@playwright/test";
import { ADMIN } from "./accounts.ts";
import { expectPageAccessible, pageReady, submitAndWait } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

test("an administrator compares two saves, restores the earlier one and shares a private preview", async ({
  browser,
}) => {
  const question = `คำถามทดสอบประวัติการแก้ไข ${Date.now().toString(36)}`;
  const admin = await signedInContext(browser, ADMIN);
  const page = await admin.newPage();
  await page.goto("/admin/write/announce_faq");
  await pageReady(page);
  await page.getByLabel("คำถาม", { exact: true }).fill(question);
  await page.getByLabel("สรุปสั้น ๆ").fill("สรุปฉบับแรก");
  await page.getByRole("button", { name: "บันทึกฉบับร่าง" }).click();
  await expect(page).toHaveURL(/saved=save/);
  await pageReady(page);
  const slug = await page.getByLabel("ชื่อในลิงก์ (slug)").inputValue();
  await page.getByLabel("สรุปสั้น ๆ").fill("สรุปฉบับที่สอง");
  await submitAndWait(page, page.getByRole("button", { name: "บันทึกฉบับร่าง" }));
  await expect(
    page.getByRole("main").getByRole("status").filter({ hasText: "บันทึกฉบับร่างแล้ว" }),
  ).toBeVisible();

  await page.getByRole("link", { name: "ประวัติการแก้ไข" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(question);
  // The oldest revision is the first save, whatever autosaves came after it.
  await page
    .getByRole("link", { name: /เทียบกับฉบับปัจจุบัน/ })
    .last()
    .click();
  const summary = page.getByRole("table", { name: "สรุปสั้น ๆ" });
  await expect(summary.locator("del")).toHaveText("ลบออก: สรุปฉบับแรก");
  await expect(summary.locator("ins")).toHaveText("เพิ่ม: สรุปฉบับที่สอง");
  await expectPageAccessible(page);
  await page.getByRole("button", { name: /^นำฉบับที่ \d+ กลับมา$/ }).click();
  await expect(
    page
      .getByRole("main")
      .getByRole("status")
      .filter({ hasText: /กลับมาแล้ว/ }),
  ).toBeVisible();
  await expect(page.getByRole("cell", { name: "นำฉบับเดิมกลับมา" }).first()).toBeVisible();

  await page.getByRole("link", { name: /กลับไปแก้ไข/ }).click();
  await expect(page).toHaveURL(/\/admin\/write\//);
  await pageReady(page);
  await expect(page.getByLabel("สรุปสั้น ๆ")).toHaveValue("สรุปฉบับแรก");

  const [preview] = await Promise.all([
    admin.waitForEvent("page"),
    page.getByRole("button", { name: /ดูตัวอย่าง/ }).click(),
  ]);
  await expect(preview).toHaveURL(/\/preview\/[A-Za-z0-9_-]{43}$/);
  const link = preview.url();
  await admin.close();

  const visitor = await browser.newContext();
  const view = await visitor.newPage();
  const response = (await view.goto(link))!;
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect(response.headers()["referrer-policy"]).toMatch(/no-referrer$/);
  await expect(view.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  await expect(view.getByText(/^ตัวอย่างก่อนเผยแพร่ · หมดอายุ /)).toBeVisible();
  await expect(view.getByRole("heading", { level: 1, name: question })).toBeVisible();
  await expect(view.getByRole("link", { name: /ดูแบบโทรศัพท์/ })).toBeVisible();
  await expect(view.getByRole("link", { name: /ดูแบบเดสก์ท็อป/ })).toBeVisible();
  await expect(view.getByRole("navigation", { name: "เส้นทางนำทาง" })).toBeVisible();
  await expectPageAccessible(view);

  expect((await view.goto(`/fqa/${encodeURIComponent(slug)}`))!.status()).toBe(404);
  const unknown = (await view.goto(`/preview/${"x".repeat(43)}`))!;
  expect(unknown.status()).toBe(404);
  await expect(view.getByRole("heading", { name: "ไม่พบหน้าที่คุณต้องการ" })).toBeVisible();
  await visitor.close();
});
