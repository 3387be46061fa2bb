import { expect, test } from "@playwright/test";
import { ADMIN } from "./accounts.ts";
import { draftAnnouncement, expectAccessibleInEveryView, pageReady } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

test("saving in the editor says so in a toast too, and the preview does not look like a save", async ({
  browser,
}) => {
  const context = await signedInContext(browser, ADMIN);
  const page = await context.newPage();
  await draftAnnouncement(page, `ประกาศทดสอบการแจ้งผล ${Date.now()}`);
  const toast = page.locator(".page-toast");
  await expect(toast.filter({ hasText: "บันทึกฉบับร่างแล้ว" })).toBeVisible();
  await expect(
    page.getByRole("main").getByRole("status").filter({ hasText: "บันทึกฉบับร่างแล้ว" }),
  ).toBeVisible();
  await pageReady(page);
  await page.getByRole("button", { name: "บันทึกและเผยแพร่" }).click();
  await expect(toast.filter({ hasText: "บันทึกและเผยแพร่แล้ว" })).toBeVisible();
  // One save, one toast, however the page's data is read again after it.
  await expect(toast.filter({ hasText: "บันทึกและเผยแพร่แล้ว" })).toHaveCount(1);
  const preview = page.getByRole("button", { name: /ดูตัวอย่าง/ });
  await expect(preview).not.toHaveClass(/(^|\s)button(\s|$)/);
  await expect(preview).toHaveCSS("text-decoration-line", "underline");
  await context.close();
});

test("the work-with-us list holds its one page, not the about and policy pages", async ({
  browser,
}) => {
  const context = await signedInContext(browser, ADMIN);
  const page = await context.newPage();
  await page.goto("/admin/announce/workwithus");
  const rows = page.locator("tbody tr");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText("ร่วมงานกับเรา");
  await page.goto("/admin/dashboard");
  const counts = page.getByRole("table", { name: "จำนวนเนื้อหาตามประเภทและสถานะ" });
  const row = counts
    .getByRole("row")
    .filter({ has: page.getByRole("link", { name: "ร่วมงานกับเรา", exact: true }) });
  await expect(row.locator("td").last()).toHaveText("1");
  await context.close();
});

test("a revision history names the versions it does not keep", async ({ browser }) => {
  const context = await signedInContext(browser, ADMIN);
  const page = await context.newPage();
  const id = await draftAnnouncement(page, `ประกาศทดสอบประวัติ ${Date.now()}`);
  await pageReady(page);
  // Publishing counts a version without new content: the history says why it is not listed.
  const published = page.locator(".notice").filter({ hasText: "บันทึกและเผยแพร่แล้ว" });
  await page.getByRole("button", { name: "บันทึกและเผยแพร่" }).click();
  await expect(published).toBeVisible();
  await pageReady(page);
  await page.getByLabel("หัวข้อประกาศ").fill(`ประกาศทดสอบประวัติ แก้ไข ${Date.now()}`);
  await Promise.all([
    page.waitForResponse(
      (r) => r.request().method() === "POST" && r.url().includes("/admin/write/"),
    ),
    page.getByRole("button", { name: "บันทึกและเผยแพร่" }).click(),
  ]);
  await page.goto(`/admin/revisions/${id}`);
  await expect(page.locator(".revision-gap").first()).toContainText(/ฉบับที่ \d+(–\d+)? ไม่อยู่ในรายการ/);
  await context.close();
});

for (const width of [320, 375]) {
  test(`the staff strip stays one 30 px line at ${width} px with the role, the name and sign-out`, async ({
    browser,
  }) => {
    const context = await signedInContext(browser, ADMIN);
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/");
    await pageReady(page);
    const strip = page.getByRole("region", { name: "แถบเจ้าหน้าที่" });
    expect((await strip.boundingBox())!.height).toBe(30);
    await expect(strip).toContainText("ผู้ดูแลระบบ");
    await expect(strip.locator(".staff-name")).toHaveAttribute(
      "title",
      `${ADMIN.firstName} ${ADMIN.lastName}`,
    );
    const signOut = (await strip.getByRole("link", { name: "ออกจากระบบ" }).boundingBox())!;
    expect(signOut.x + signOut.width).toBeLessThanOrEqual(width);
    await expect(strip.getByRole("link", { name: "ระบบหลังบ้าน" })).toBeInViewport();
    await context.close();
  });
}

test("the settings form keeps its save button in view and links to its parts", async ({
  browser,
}) => {
  const context = await signedInContext(browser, ADMIN);
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto("/admin/settings");
  const save = page.getByRole("button", { name: "บันทึกการตั้งค่า" });
  await expect(save).toBeInViewport();
  const parts = page.getByRole("navigation", { name: "ส่วนของการตั้งค่า" });
  await parts.getByRole("link", { name: "หน้าแรก" }).click();
  await expect(page.getByRole("group", { name: "หน้าแรก" })).toBeInViewport();
  await expect(save).toBeInViewport();
  await context.close();
});

test("health knowledge says who checked it and when, with its sources; the dashboard lists reviews due", async ({
  browser,
  page,
}) => {
  await page.goto("/news/knowledge/pm25-self-care");
  const reviewed = page.locator(".item-head .reviewed");
  await expect(reviewed).toHaveText(
    /^ตรวจทานโดย นพ\.ธนกร ศรีสุข \(นายแพทย์ชำนาญการพิเศษ\) เมื่อ \d+ \S+ 25\d\d$/,
  );
  const sources = page.getByRole("region", { name: "แหล่งอ้างอิง" });
  await expect(sources.getByRole("link", { name: "แนวทางการดูแลสุขภาพประชาชน" })).toHaveAttribute(
    "href",
    "https://ddc.moph.go.th/",
  );
  await expect(sources).toContainText("กำหนดทบทวนเนื้อหาครั้งถัดไป");
  const jsonLd = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((scripts) =>
      scripts.map((s) => JSON.parse(s.textContent!) as { "@type": string }),
    );
  expect(jsonLd.find((d) => d["@type"] === "MedicalWebPage")).toMatchObject({
    lastReviewed: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    reviewedBy: { "@type": "Person", name: "นพ.ธนกร ศรีสุข" },
  });
  await expectAccessibleInEveryView(page);

  const context = await signedInContext(browser, ADMIN);
  const admin = await context.newPage();
  await admin.goto("/admin/dashboard");
  const due = admin.getByRole("table", { name: "เนื้อหาสุขภาพที่ถึงกำหนดทบทวน" });
  await expect(due.getByRole("row").filter({ hasText: "เลยกำหนด" })).toHaveCount(1);
  await expect(due.getByRole("row")).toHaveCount(3);
  await due.getByRole("link").first().click();
  await expect(admin.getByRole("group", { name: "การตรวจทานทางการแพทย์ (ถ้ามี)" })).toBeVisible();
  await expect(admin.getByLabel("ชื่อผู้ตรวจทาน")).not.toHaveValue("");
  await expect(admin.getByLabel("วันที่ตรวจทาน")).toHaveValue(/^\d{2}\/\d{2}\/25\d\d$/);
  await context.close();
});

test("on a phone the back-office menu folds under its button, above the page, and folds again after a move", async ({
  browser,
}) => {
  const context = await signedInContext(browser, ADMIN);
  const page = await context.newPage();
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/admin/dashboard");
  await pageReady(page);
  const fold = page.locator(".admin-menu-fold > summary");
  const menu = page.getByRole("navigation", { name: "เมนูระบบหลังบ้าน" });
  await expect(fold).toHaveText("เมนู");
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();

  await fold.focus();
  await page.keyboard.press("Enter");
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "ข่าวสุขภาพ" }).click();
  await expect(page).toHaveURL(/\/admin\/news\/health$/);
  await expect(menu).toBeHidden();
  await expectAccessibleInEveryView(page);

  // A wide screen shows the menu beside the page, with no button.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(menu).toBeVisible();
  await expect(fold).toBeHidden();
  await context.close();
});
