import { expect, test } from "@playwright/test";
import { STAFF } from "./accounts.ts";
import { expectPageAccessible, pageReady } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

test("a member of staff adds an executive, with position and contacts, and finds them listed", async ({
  browser,
}) => {
  const staff = await signedInContext(browser, STAFF);
  const page = await staff.newPage();
  await page.goto("/admin/pages/executives");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ผู้บริหาร");
  await expectPageAccessible(page);

  await page.getByRole("link", { name: "เขียนใหม่" }).first().click();
  await expect(page).toHaveURL("/admin/write/pages_executives");
  await pageReady(page);
  await expectPageAccessible(page);
  const name = `นายแพทย์ทดสอบ ผู้บริหาร ${Date.now()}`;
  await page.getByLabel("ชื่อ-นามสกุล").fill(name);
  await page.getByLabel("ตำแหน่ง").fill("ผู้อำนวยการสำนักงาน");
  await page.getByLabel("โทรศัพท์").fill("0-2123-4567");
  await page.getByLabel("อีเมล").fill("not-an-address");
  await page.getByLabel("ลำดับการแสดง").fill("1");
  await page.getByRole("button", { name: "บันทึกฉบับร่าง" }).click();
  await expect(page.getByText("รูปแบบอีเมลไม่ถูกต้อง")).toBeVisible();

  await page.getByLabel("อีเมล").fill("director@example.go.th");
  await page.getByRole("button", { name: "บันทึกฉบับร่าง" }).click();
  await expect(page).toHaveURL(/\/admin\/write\/pages_executives\/\d+\?saved=save$/);
  await expect(page.getByLabel("ตำแหน่ง")).toHaveValue("ผู้อำนวยการสำนักงาน");
  await expect(page.getByLabel("อีเมล")).toHaveValue("director@example.go.th");

  await page.goto("/admin/pages/executives");
  const row = page
    .locator("tbody tr")
    .filter({ has: page.getByRole("link", { name, exact: true }) });
  await expect(row).toContainText("ผู้อำนวยการสำนักงาน");
  await expect(row).toContainText("ฉบับร่าง");
  await staff.close();
});
