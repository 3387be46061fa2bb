import { expect, test, type Browser } from "@playwright/test";
import { ADMIN } from "./accounts.ts";
import { holdPosts, holdReadings, pageReady } from "./helpers.ts";
import { signedInContext, uniqueUsername } from "./staff-session.ts";

/** An administrator on the ITA board's O4 item, hydrated; with the item's id. */
async function openItaItem(browser: Browser) {
  const context = await signedInContext(browser, ADMIN);
  const page = await context.newPage();
  await page.goto("/admin/ita?year=2569");
  await page.getByRole("link", { name: "ข่าวประชาสัมพันธ์" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("O4 ข่าวประชาสัมพันธ์");
  await pageReady(page);
  return { context, page, id: new URL(page.url()).pathname.split("/").at(-1)! };
}

test("a back-office form clicked again while it is being sent is sent once", async ({
  browser,
}) => {
  const { context, page, id } = await openItaItem(browser);
  // Each sending is held until the test lets it go.
  const { posts, release } = await holdPosts(page, (url) =>
    url.pathname.startsWith(`/admin/ita/${id}`),
  );

  const url = `https://www.example.go.th/once-${Date.now().toString(36)}`;
  const form = page.locator("form", { has: page.getByLabel("ที่อยู่ลิงก์") });
  await form.getByLabel("ที่อยู่ลิงก์").fill(url);
  await form.getByLabel("ชื่อที่แสดง", { exact: true }).fill("ส่งครั้งเดียว");
  const add = form.getByRole("button", { name: "เพิ่มหลักฐาน" });
  await add.click();
  await expect(form).toHaveAttribute("data-sending", "");
  await add.click();
  await form.getByLabel("ชื่อที่แสดง", { exact: true }).press("Enter");
  await release();
  await expect(page.getByRole("status").filter({ hasText: "เพิ่มหลักฐานแล้ว" })).toBeVisible();
  await expect(form).not.toHaveAttribute("data-sending");
  expect(posts()).toBe(1);
  await page.reload();
  await expect(page.locator(`.ita-evidence-rules a[href="${url}"]`)).toHaveCount(1);
  await context.close();
});

test("a refused form can be sent again as soon as its refusal shows, while the page's data are still read again", async ({
  browser,
}) => {
  const { context, page, id } = await openItaItem(browser);
  // After a refusal the pages' data are read again (GET): each such reading is held.
  const { posts, held, letGo } = await holdReadings(page, (url) =>
    url.pathname.startsWith(`/admin/ita/${id}`),
  );

  const form = page.locator("form", { has: page.getByLabel("ที่อยู่ลิงก์") });
  await form.getByLabel("ที่อยู่ลิงก์").fill("javascript:alert(1)");
  await form.getByLabel("ชื่อที่แสดง", { exact: true }).fill("แก้แล้วส่งใหม่");
  await form.getByRole("button", { name: "เพิ่มหลักฐาน" }).click();
  await expect(form.getByText("กรุณาระบุลิงก์ที่ขึ้นต้นด้วย https://", { exact: false })).toBeVisible();
  await expect.poll(held).toBe(1);
  await expect(form).not.toHaveAttribute("data-sending");

  const url = `https://www.example.go.th/again-${Date.now().toString(36)}`;
  await form.getByLabel("ที่อยู่ลิงก์").fill(url);
  await form.getByRole("button", { name: "เพิ่มหลักฐาน" }).click();
  await expect.poll(posts).toBe(2);
  letGo();
  await expect(page.getByRole("status").filter({ hasText: "เพิ่มหลักฐานแล้ว" })).toBeVisible();
  await page.reload();
  await expect(page.locator(`.ita-evidence-rules a[href="${url}"]`)).toHaveCount(1);
  await context.close();
});

test("a form whose answer is a redirect is not sent again while the page it leads to is loading", async ({
  browser,
}) => {
  const context = await signedInContext(browser, ADMIN);
  const page = await context.newPage();
  await page.goto("/admin/write/announce_faq");
  await pageReady(page);
  // The saved item's page, where the save redirects, is held until the test lets it go.
  const { posts, held, letGo } = await holdReadings(page, /\/admin\/write\/announce_faq/, (url) =>
    /\/announce_faq\/\d+/.test(url.pathname),
  );
  const question = `ส่งครั้งเดียวระหว่างไปหน้าใหม่ ${Date.now().toString(36)}`;
  await page.getByLabel("คำถาม", { exact: true }).fill(question);
  const form = page.locator("form.editor-form");
  await page.getByRole("button", { name: "บันทึกฉบับร่าง" }).click();
  await expect.poll(held).toBe(1);
  await expect(form).toHaveAttribute("data-sending", "");
  // Sent again by the form itself, past its disabled button.
  await form.evaluate((f: HTMLFormElement) => f.requestSubmit());
  letGo();
  await expect(page).toHaveURL(/\/admin\/write\/announce_faq\/\d+\?saved=save$/);
  await expect(form).not.toHaveAttribute("data-sending");
  expect(posts()).toBe(1);
  await context.close();
});

test("an account is made once when its form, whose choice of password is a field named method, is sent twice", async ({
  browser,
}) => {
  const context = await signedInContext(browser, ADMIN);
  const page = await context.newPage();
  await page.goto("/admin/users/new");
  await pageReady(page);
  const { posts, release } = await holdPosts(page, /\/admin\/users\/new/);
  const username = uniqueUsername("once");
  await page.getByLabel("ชื่อผู้ใช้").fill(username);
  await page.getByLabel("ชื่อ", { exact: true }).fill("สมใจ");
  await page.getByLabel("นามสกุล").fill("ครั้งเดียว");
  const create = page.getByRole("button", { name: "สร้างบัญชี" });
  await create.click();
  await expect(page.locator("form[data-sending]")).toHaveCount(1);
  await create.click();
  await release();
  await expect(
    page.getByRole("status").filter({ hasText: `สร้างบัญชี ${username} แล้ว` }),
  ).toBeVisible();
  await expect(page.getByLabel("ลิงก์ตั้งรหัสผ่าน")).toHaveValue(/\/set-password\//);
  expect(posts()).toBe(1);
  await context.close();
});
