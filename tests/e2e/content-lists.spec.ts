import { expect, test, type Page } from "@playwright/test";
import { ADMIN, STAFF } from "./accounts.ts";
import { expectPageAccessible, pageReady } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

// Other specs read the public FAQ (its first questions, its three groups) and the health news at
// the same time: the administrator's tests change only later questions of the third FAQ group, and
// put each back as it was (published, at its old publish time) before they end.

const MOVE_HOME = "ย้ายที่อยู่แล้ว ต้องเปลี่ยนหน่วยบริการประจำอย่างไร";
const PHARMACY = "รับยาที่ร้านยาใกล้บ้านแทนการไปโรงพยาบาลได้หรือไม่";
const WORKERS = "แรงงานต่างด้าวใช้บริการในโรงพยาบาลของรัฐได้หรือไม่";

const row = (page: Page, title: string) =>
  page.locator("tbody tr").filter({ has: page.getByRole("link", { name: title, exact: true }) });

async function publicPath(page: Page, title: string): Promise<string> {
  const href = await row(page, title)
    .getByRole("link", { name: `ดูหน้าเว็บ ${title}` })
    .getAttribute("href");
  expect(href, `public link of ${title}`).toMatch(/^\/fqa\//);
  return href!;
}

test("a general user searches, filters and pages through a list; bulk steps report per item", async ({
  browser,
}) => {
  const staff = await signedInContext(browser, STAFF);
  const page = await staff.newPage();
  await page.goto("/admin/news/health");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ข่าวสุขภาพ");
  await expect(page.getByRole("link", { name: "เขียนใหม่" })).toHaveAttribute(
    "href",
    "/admin/write/news_health",
  );
  await expect(page.locator("tbody tr").first()).toBeVisible();
  await expectPageAccessible(page);

  await page.getByLabel("ค้นหาจากชื่อเรื่อง").fill("ไข้เลือดออก");
  await page.getByRole("button", { name: "ค้นหา" }).click();
  await expect(page).toHaveURL(/\?q=%E0%B9%84/);
  const titles = page.locator("tbody tr td:nth-child(2) a");
  // The address changes before the found list is drawn, and the unfiltered list's first row may
  // hold the word too: poll until every row does.
  await expect
    .poll(async () => {
      const found = await titles.allTextContents();
      return found.length > 0 && found.every((title) => title.includes("ไข้เลือดออก"));
    })
    .toBe(true);
  const report = row(page, "รายงานสถานการณ์โรคไข้เลือดออก จังหวัดสุขใจ ประจำสัปดาห์ที่ ๔๔");
  await expect(report.getByRole("link", { name: /^ตั้งค่า/ })).toHaveAttribute(
    "href",
    /^\/admin\/data\/\d+\/news\/health\/setting$/,
  );
  await expect(report.getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/admin\/write\/news_health\/\d+$/,
  );

  await page.goto("/admin/news/health");
  await page.getByLabel("สถานะ").selectOption({ label: "เผยแพร่แล้ว" });
  await page.getByLabel("เรียงตาม").selectOption({ label: "เข้าชมมากที่สุด" });
  await page.getByRole("button", { name: "ค้นหา" }).click();
  await expect(page).toHaveURL(/[?&]status=published&.*sort=views/);
  // The address changes before the filtered list is drawn: poll until it is.
  await expect
    .poll(async () => {
      const statuses = await page.locator("tbody .status").allTextContents();
      const views = (await page.locator("tbody tr td:nth-child(6)").allTextContents()).map((v) =>
        Number(v.replace(/,/g, "")),
      );
      return (
        statuses.every((s) => s === "เผยแพร่แล้ว") &&
        views.every((v, i) => i === 0 || v <= views[i - 1]!)
      );
    })
    .toBe(true);

  // By title: other tests edit FAQs meanwhile, which reorders a list by last edit between pages.
  await page.goto("/admin/announce/faq?sort=title&size=10");
  const firstPage = await titles.allTextContents();
  expect(firstPage).toHaveLength(10);
  await page
    .getByRole("navigation", { name: "เลขหน้า" })
    .getByRole("link", { name: /ถัดไป/ })
    .click();
  await expect(page).toHaveURL(/\/admin\/announce\/faq\?sort=title&size=10&page=2$/);
  await expect(page.getByRole("table")).toContainText("หน้า 2");
  const secondPage = await titles.allTextContents();
  expect(secondPage.length).toBeGreaterThan(0);
  expect(secondPage.filter((t) => firstPage.includes(t))).toEqual([]);

  // A general user may only submit drafts for review: published items are refused, one by one.
  await page.goto("/admin/news/health?status=published");
  await pageReady(page);
  const action = page.getByLabel("การทำงาน");
  await expect(action.locator("option")).toHaveText(["เลือกการทำงาน", "ส่งตรวจ"]);
  const boxes = page.getByRole("checkbox", { name: /^เลือก (?!ทั้งหมด)/ });
  await boxes.nth(0).check();
  await boxes.nth(1).check();
  await action.selectOption("submit");
  await page.getByRole("button", { name: "ดำเนินการ" }).click();
  await expect(page.getByRole("heading", { name: "ยืนยันการทำงาน: ส่งตรวจ" })).toBeFocused();
  await expect(page.locator(".bulk-confirm li")).toHaveCount(2);
  await expectPageAccessible(page);
  await page.getByRole("button", { name: "ยืนยัน" }).click();
  const result = page.getByRole("alert");
  await expect(result).toContainText("ส่งตรวจแล้ว 0 รายการ, ไม่สำเร็จ 2 รายการ");
  await expect(result.locator("li")).toHaveCount(2);
  await expect(result.locator("li").first()).toContainText("ส่งตรวจได้เฉพาะฉบับร่าง");

  await page.goto("/admin/news/health?q=ไม่มีคำนี้ในข่าวใดเลย");
  await expect(page.getByText("ไม่พบข่าวสุขภาพตามเงื่อนไขที่เลือก")).toBeVisible();
  await expect(page.getByRole("link", { name: "เขียนข่าวสุขภาพใหม่" })).toHaveAttribute(
    "href",
    "/admin/write/news_health",
  );
  await expectPageAccessible(page);
  await staff.close();
});

test("an administrator archives two questions with the keyboard alone, then publishes them again", async ({
  browser,
}) => {
  const admin = await signedInContext(browser, ADMIN);
  const visitor = await browser.newContext();
  const page = await admin.newPage();
  await page.goto("/admin/announce/faq?size=50");
  await pageReady(page);
  const paths = [await publicPath(page, MOVE_HOME), await publicPath(page, PHARMACY)];

  for (const title of [MOVE_HOME, PHARMACY]) {
    await page.getByRole("checkbox", { name: `เลือก ${title}` }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByRole("checkbox", { name: `เลือก ${title}` })).toBeChecked();
  }
  const action = page.getByLabel("การทำงาน");
  await action.focus();
  while ((await action.inputValue()) !== "archive") await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "ดำเนินการ" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "ยืนยันการทำงาน: เก็บเข้าคลัง" })).toBeFocused();
  expect((await page.locator(".bulk-confirm li").allTextContents()).sort()).toEqual(
    [MOVE_HOME, PHARMACY].sort(),
  );
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "ยืนยัน" })).toBeFocused();
  await page.keyboard.press("Enter");
  const result = page.getByRole("status").filter({ hasText: "เก็บเข้าคลังแล้ว" });
  await expect(result).toHaveText("เก็บเข้าคลังแล้ว 2 รายการ");
  await expect(result).toBeFocused();
  for (const title of [MOVE_HOME, PHARMACY])
    await expect(row(page, title).locator(".status")).toHaveText("เก็บเข้าคลัง");
  for (const path of paths) expect((await visitor.request.get(path)).status()).toBe(404);

  for (const title of [MOVE_HOME, PHARMACY])
    await page.getByRole("checkbox", { name: `เลือก ${title}` }).check();
  await page.getByLabel("การทำงาน").selectOption("publish");
  await page.getByRole("button", { name: "ดำเนินการ" }).click();
  await page.getByRole("button", { name: "ยืนยัน" }).click();
  await expect(page.getByRole("status").filter({ hasText: "เผยแพร่แล้ว" })).toHaveText(
    "เผยแพร่แล้ว 2 รายการ",
  );
  for (const path of paths) expect((await visitor.request.get(path)).status()).toBe(200);
  await visitor.close();
  await admin.close();
});

test("without JavaScript, select-all moves a question to the trash after confirmation, and back", async ({
  browser,
}) => {
  const context = await signedInContext(browser, ADMIN, { javaScriptEnabled: false });
  const visitor = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`/admin/announce/faq?q=${encodeURIComponent(WORKERS)}`);
  const path = await publicPath(page, WORKERS);
  await page.getByRole("checkbox", { name: "เลือกทั้งหมดในหน้านี้" }).check();
  await page.getByLabel("การทำงาน").selectOption({ label: "ลบ (ย้ายไปถังขยะ)" });
  await page.getByRole("button", { name: "ดำเนินการ" }).click();
  await expect(page.locator(".bulk-confirm li")).toHaveText([WORKERS]);
  await page.getByRole("button", { name: "ยืนยัน" }).click();
  await expect(page.getByRole("status").filter({ hasText: "ถังขยะแล้ว" })).toHaveText(
    "ย้ายไปถังขยะแล้ว 1 รายการ",
  );
  await expect(page.getByText("ไม่พบคำถามที่พบบ่อยตามเงื่อนไขที่เลือก")).toBeVisible();
  expect((await visitor.request.get(path)).status()).toBe(404);

  await page.getByLabel("สถานะ").selectOption({ label: "ถังขยะ" });
  await page.getByRole("button", { name: "ค้นหา" }).click();
  await expect(row(page, WORKERS).locator(".status")).toHaveText("ถังขยะ");
  await expect(page.getByLabel("การทำงาน").locator("option")).toHaveText([
    "เลือกการทำงาน",
    "นำกลับจากถังขยะ",
  ]);
  await page.getByRole("checkbox", { name: `เลือก ${WORKERS}` }).check();
  await page.getByLabel("การทำงาน").selectOption("untrash");
  await page.getByRole("button", { name: "ดำเนินการ" }).click();
  await page.getByRole("button", { name: "ยืนยัน" }).click();
  await expect(page.getByRole("status").filter({ hasText: "ถังขยะแล้ว" })).toHaveText(
    "นำกลับจากถังขยะแล้ว 1 รายการ",
  );
  expect((await visitor.request.get(path)).status()).toBe(200);
  await visitor.close();
  await context.close();
});
