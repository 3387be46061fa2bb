import { expect, test } from "@playwright/test";
import { ADMIN } from "./accounts.ts";
import { expectPageAccessible, pageReady } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

test("an administrator keeps a printed old address working, changes where it leads and removes it", async ({
  browser,
  request,
}) => {
  const old = `/2019/05/วันรณรงค์-${Date.now()}`;
  const encoded = encodeURI(old);
  // Answered (and cached) as a page not found before there is a redirect.
  expect((await request.get(encoded, { maxRedirects: 0 })).status()).toBe(404);

  const context = await signedInContext(browser, ADMIN);
  const page = await context.newPage();
  await page.goto("/admin/dashboard");
  await page.getByRole("navigation").getByRole("link", { name: "ที่อยู่เดิมของหน้า" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ที่อยู่เดิมของหน้า");
  await pageReady(page);

  // A mistake is named at its field and what was typed stays.
  await page.getByLabel("ที่อยู่เดิม", { exact: true }).fill(`https://old.example.go.th${encoded}/`);
  await page.getByLabel("หน้าปลายทางในเว็บไซต์นี้").fill("https://evil.example/");
  await page.getByRole("button", { name: "บันทึก" }).click();
  await expect(page.getByText("หน้าปลายทางต้องเป็นหน้าในเว็บไซต์นี้")).toBeVisible();
  await expect(page.getByLabel("ที่อยู่เดิม", { exact: true })).toHaveValue(
    `https://old.example.go.th${encoded}/`,
  );

  await page.getByLabel("หน้าปลายทางในเว็บไซต์นี้").fill("/contact");
  await page.getByRole("button", { name: "บันทึก" }).click();
  await expect(page.getByRole("status")).toHaveText(`ตั้ง ${old} ให้ไปยังหน้าใหม่แล้ว`);
  const moved = await request.get(`${encoded}/`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe("/contact");

  // Found by a part of it; sent elsewhere by saving it again.
  await page.getByLabel("ที่อยู่เดิมมีคำว่า").fill("วันรณรงค์");
  await page.getByRole("button", { name: "ค้นหา" }).click();
  const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: old }) });
  await expect(row).toContainText("เจ้าหน้าที่เพิ่ม");
  await expectPageAccessible(page);
  await page.getByLabel("ที่อยู่เดิม", { exact: true }).fill(old);
  await page.getByLabel("หน้าปลายทางในเว็บไซต์นี้").fill("/ita");
  await page.getByRole("button", { name: "บันทึก" }).click();
  await expect(page.getByRole("status")).toHaveText(`เปลี่ยนปลายทางของ ${old} แล้ว`);
  expect((await request.get(encoded, { maxRedirects: 0 })).headers().location).toBe("/ita");

  await row.getByRole("button", { name: `ลบ ${old}` }).click();
  await expect(page.getByRole("status")).toHaveText(`ลบ ${old} แล้ว`);
  await expect(row).toHaveCount(0);
  expect((await request.get(encoded, { maxRedirects: 0 })).status()).toBe(404);
  await context.close();
});
