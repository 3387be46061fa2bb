import { expect, test } from "@playwright/test";
import { ADMIN } from "./accounts.ts";
import { pageReady, tabTo } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

// Publishing is tested in two-instances.spec.ts, on servers of its own: an alert shows on every
// page of the shared server, under the other tests' feet.
test("an alert with mistakes is refused field by field in Thai, by keyboard, and nothing shows", async ({
  browser,
}) => {
  const context = await signedInContext(browser, ADMIN);
  const page = await context.newPage();
  await page.goto("/admin/settings/alert");
  await pageReady(page);
  await expect(page.getByRole("status").filter({ hasText: "สถานะ:" })).toContainText("ไม่แสดง");
  await page.getByLabel("ข้อความประกาศ").fill("   ");
  await page.getByLabel("ลิงก์รายละเอียด (ถ้ามี)").fill("javascript:alert(1)");
  await page.getByLabel(/^เวลาสิ้นสุด/).fill("2020-01-01T08:00:00");
  await tabTo(page, page.getByRole("button", { name: "เผยแพร่ประกาศ" }));
  await page.keyboard.press("Enter");
  await expect(page.getByText("กรุณาเขียนข้อความประกาศ")).toBeVisible();
  await expect(page.getByText(/ลิงก์ต้องเป็นหน้าในเว็บไซต์นี้/)).toBeVisible();
  await expect(page.getByText("เวลาสิ้นสุดต้องอยู่ในอนาคต")).toBeVisible();
  await expect(page.getByLabel("ลิงก์รายละเอียด (ถ้ามี)")).toHaveValue("javascript:alert(1)");
  const home = await page.request.get("/");
  expect(await home.text()).not.toContain("<site-alert");
  await context.close();
});
