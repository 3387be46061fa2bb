import fs from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { expect, test } from "@playwright/test";
import { ADMIN, STAFF } from "./accounts.ts";
import { expectPageAccessible, hydrated, tabTo } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

// The demo's assessment year (app/db/seed/ita-data.ts): 26 items, O6 missing, O11 and O13 stale.
const YEAR = 2569;

test("a visitor follows every evidence link of the year, and none is broken", async ({ page }) => {
  await page.goto(`/ita/${YEAR}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `การเปิดเผยข้อมูลสาธารณะ (ITA) ปี ${YEAR}`,
  );
  // Other tests here add items to the year; the demo's 26 are there, in order.
  const codes = await page.locator(".ita-items .ita-code").allTextContents();
  expect(codes.slice(0, 26)).toEqual(Array.from({ length: 26 }, (_, i) => `O${i + 1}`));
  await expectPageAccessible(page);
  const hrefs = await page
    .locator(".ita-items a")
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(page.url()).origin;
  expect(hrefs.length).toBeGreaterThan(60);
  const broken: string[] = [];
  for (const href of new Set(hrefs)) {
    expect(new URL(href).origin, href).toBe(origin);
    const response = await page.request.get(href, { maxRedirects: 0 });
    if (response.status() !== 200) broken.push(`${response.status()} ${href}`);
  }
  expect(broken).toEqual([]);

  // Each item's own address is what the office submits; a code typed otherwise leads there.
  await page.goto(`/ita/${YEAR}/o11`);
  await expect(page).toHaveURL(new RegExp(`/ita/${YEAR}/O11$`));
  await expect(page.getByRole("heading", { level: 1 })).toContainText("สรุปผลการจัดซื้อจัดจ้างรายเดือน");
  await expect(
    page.getByRole("link", { name: /ดาวน์โหลด procurement-summary-2026-06\.pdf/ }),
  ).toBeVisible();
  expect((await page.request.get(`/ita/${YEAR}/O99`)).status()).toBe(404);
  expect((await page.request.get("/ita/abcd")).status()).toBe(404);

  await page.goto("/");
  await page.locator("footer").getByRole("link", { name: "การเปิดเผยข้อมูลสาธารณะ (ITA)" }).click();
  await expect(page).toHaveURL(/\/ita$/);
});

test("an administrator adds an item, sees it turn from missing to complete and exports the list", async ({
  browser,
}) => {
  const context = await signedInContext(browser, ADMIN);
  const page = await context.newPage();
  await page.goto(`/admin/ita?year=${YEAR}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `ความพร้อมการเปิดเผยข้อมูล (ITA) ปี ${YEAR}`,
  );
  const row = (code: string) =>
    page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: code, exact: true }) });
  await expect(row("O6")).toContainText("ยังไม่มี");
  await expect(row("O11")).toContainText("ไม่เป็นปัจจุบัน");
  await expect(row("O11")).toContainText("ต้องมีฉบับตั้งแต่");

  const add = page.getByRole("region", { name: "เพิ่มรายการ" });
  await add.getByLabel("รหัส").fill("o 27");
  await add.getByLabel("ชื่อรายการ").fill("รายการทดสอบการแนบหลักฐาน");
  await add.getByRole("button", { name: "เพิ่มรายการ" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("O27 รายการทดสอบการแนบหลักฐาน");
  await expect(page.getByText("สถานะ:")).toContainText("ยังไม่มี");
  await hydrated(page);

  await page.getByLabel("ค้นหาจากชื่อเรื่อง").fill("แผนปฏิบัติราชการ ประจำปี");
  await page.getByRole("button", { name: "ค้นหา", exact: true }).click();
  await page
    .getByRole("button", { name: /^เลือก แผนปฏิบัติราชการ ประจำปีงบประมาณ พ\.ศ\. 2569/ })
    .click();
  await expect(page.getByRole("status").filter({ hasText: "เพิ่มหลักฐานแล้ว" })).toBeVisible();
  await expect(page.getByText("สถานะ:")).toContainText("ครบถ้วน");
  await expectPageAccessible(page);

  const link = page.getByRole("link", { name: `/ita/${YEAR}/O27` });
  await link.click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(
    "O27 รายการทดสอบการแนบหลักฐาน",
  );
  await expect(
    page.getByRole("link", { name: /แผนปฏิบัติราชการ ประจำปีงบประมาณ พ\.ศ\. 2569/ }),
  ).toBeVisible();

  await page.goto(`/admin/ita?year=${YEAR}`);
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "CSV" }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`ITA-${YEAR}.csv`);
  const text = await fs.readFile((await download.path())!, "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  const rows = parse(text, { bom: true, columns: true }) as Record<string, string>[];
  expect(rows).toHaveLength(27);
  expect(rows.map((r) => r["รหัส"]).slice(0, 3)).toEqual(["O1", "O2", "O3"]);
  const origin = new URL(page.url()).origin;
  expect(rows[10]).toMatchObject({
    รหัส: "O11",
    URL: `${origin}/ita/${YEAR}/O11`,
    สถานะ: "ไม่เป็นปัจจุบัน",
  });
  expect(rows.find((r) => r["รหัส"] === "O27")).toMatchObject({ สถานะ: "ครบถ้วน" });
  for (const r of rows) expect((await page.request.get(r.URL!)).status(), r.URL).toBe(200);

  const xlsx = await page.request.get(`/admin/ita/export?year=${YEAR}&format=xlsx`);
  expect(xlsx.headers()["content-type"]).toBe(
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  );
  expect((await xlsx.body()).subarray(0, 2).toString()).toBe("PK");
  await context.close();
});

test("an administrator opens the next year from this one in one action", async ({ browser }) => {
  const context = await signedInContext(browser, ADMIN);
  const page = await context.newPage();
  await page.goto(`/admin/ita?year=${YEAR}`);
  const open = page.getByRole("region", { name: "เปิดปีการประเมินใหม่" });
  await open.getByLabel("ปี พ.ศ. ที่จะเปิด").fill("2570");
  await open.getByRole("button", { name: "เปิดปี" }).click();
  await expect(page).toHaveURL(/\/admin\/ita\?year=2570$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "ความพร้อมการเปิดเผยข้อมูล (ITA) ปี 2570",
  );
  await expect(page.getByRole("rowheader", { name: "O26", exact: true })).toBeVisible();
  // Last year's plan is not this year's.
  const o5 = page
    .getByRole("row")
    .filter({ has: page.getByRole("rowheader", { name: "O5", exact: true }) });
  await expect(o5).not.toContainText("ครบถ้วน");

  await open.getByLabel("ปี พ.ศ. ที่จะเปิด").fill("2570");
  await open.getByRole("button", { name: "เปิดปี" }).click();
  await expect(page.getByText("มีรายการของปี 2570 อยู่แล้ว").first()).toBeVisible();

  const years = await page.request.get(`/ita/${YEAR}`);
  expect(years.status()).toBe(200);
  await context.close();
});

test("an administrator starts a year from the list that ships with the site", async ({
  browser,
}) => {
  const context = await signedInContext(browser, ADMIN);
  const page = await context.newPage();
  await page.goto(`/admin/ita?year=${YEAR}`);
  const open = page.getByRole("region", { name: "เปิดปีการประเมินใหม่" });
  await open.getByLabel("คัดลอกจาก").selectOption("standard");
  await open.getByLabel("ปี พ.ศ. ที่จะเปิด").fill("2568");
  await open.getByRole("button", { name: "เปิดปี" }).click();
  await expect(page).toHaveURL(/\/admin\/ita\?year=2568$/);
  // The address changes before the new year's board is drawn: read the rows once it is.
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "ความพร้อมการเปิดเผยข้อมูล (ITA) ปี 2568",
  );
  const codes = await page.getByRole("rowheader").allTextContents();
  expect(codes).toEqual(Array.from({ length: 26 }, (_, i) => `O${i + 1}`));
  // The about pages every site has stand as O1's evidence at once.
  await page.getByRole("link", { name: "โครงสร้างและอำนาจหน้าที่" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("O1 โครงสร้างและอำนาจหน้าที่");
  await expect(page.getByRole("link", { name: "โครงสร้างองค์กร" }).first()).toBeVisible();
  await context.close();
});

test("a general user prepares evidence but cannot change the year's structure", async ({
  browser,
}) => {
  const context = await signedInContext(browser, STAFF);
  const page = await context.newPage();
  await page.goto(`/admin/ita?year=${YEAR}`);
  await expect(page.getByRole("region", { name: "เปิดปีการประเมินใหม่" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "เพิ่มรายการ" })).toHaveCount(0);
  await page.getByRole("link", { name: "รายงานการกำกับติดตามการดำเนินงาน รอบ 6 เดือน" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "O6 รายงานการกำกับติดตามการดำเนินงาน รอบ 6 เดือน",
  );
  await expect(page.getByRole("heading", { level: 2, name: "รายละเอียดรายการ" })).toHaveCount(0);
  const id = new URL(page.url()).pathname.split("/").at(-1)!;

  await page.getByLabel("ที่อยู่ลิงก์").fill("javascript:alert(1)");
  await page.getByLabel("ชื่อที่แสดง", { exact: true }).fill("ทดสอบ");
  await page
    .getByRole("heading", { name: "ลิงก์" })
    .locator("..")
    .getByRole("button", { name: "เพิ่มหลักฐาน" })
    .click();
  await expect(page.getByText("กรุณาระบุลิงก์ที่ขึ้นต้นด้วย https://").first()).toBeVisible();
  await expect(page.getByLabel("ชื่อที่แสดง", { exact: true })).toHaveValue("ทดสอบ");

  const refused = await page.request.post(`/admin/ita/${id}`, {
    headers: { Origin: new URL(page.url()).origin },
    form: { intent: "save", code: "O6", title: "เปลี่ยนชื่อ", rhythm: "yearly", description: "" },
  });
  expect(refused.status()).toBe(403);
  const openYear = await page.request.post("/admin/ita", {
    headers: { Origin: new URL(page.url()).origin },
    form: { intent: "open-year", from: String(YEAR), year: "2571" },
  });
  expect(openYear.status()).toBe(403);
  await context.close();
});

test("the board and an item by keyboard alone", async ({ browser }) => {
  const context = await signedInContext(browser, ADMIN);
  const page = await context.newPage();
  await page.goto(`/admin/ita?year=${YEAR}`);
  await hydrated(page);
  await tabTo(page, page.getByRole("link", { name: "สรุปผลการจัดซื้อจัดจ้างรายเดือน" }));
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("O11 สรุปผลการจัดซื้อจัดจ้างรายเดือน");
  await tabTo(page, page.getByLabel("ค้นหาจากชื่อเรื่อง"));
  await page.keyboard.type("สรุปผลการจัดซื้อจัดจ้าง ประจำเดือนมิถุนายน");
  await page.keyboard.press("Enter");
  const choose = page.getByRole("button", { name: /^เลือก สรุปผลการจัดซื้อจัดจ้าง ประจำเดือนมิถุนายน 2569/ });
  await tabTo(page, choose);
  await page.keyboard.press("Enter");
  await expect(page.getByRole("status").filter({ hasText: "เพิ่มหลักฐานแล้ว" })).toBeVisible();
  await context.close();
});

test("O2's evidence: the executives page lists each one with position and direct contact, in order", async ({
  page,
}) => {
  await page.goto(`/ita/${YEAR}/O2`);
  await page.getByRole("link", { name: "ผู้บริหาร", exact: true }).click();
  await expect(page).toHaveURL(/\/about\/executives$/);
  const people = page.locator(".people-list > li");
  await expect(people).toHaveCount(4);
  await expect(people.first().getByRole("heading", { level: 2 })).toHaveText("นายแพทย์สมชาย ใจดี");
  await expect(people.first()).toContainText("นายแพทย์สาธารณสุขจังหวัดสุขใจ");
  await expect(people.first().getByRole("link", { name: "0 4321 0001" })).toHaveAttribute(
    "href",
    "tel:043210001",
  );
  await expect(people.nth(3).getByRole("heading", { level: 2 })).toHaveText("นางสาวกัลยา ศรีสุข");
  await expectPageAccessible(page);
});

test("a visitor reads the information centre and asks for information, which lands in the inbox under its own topic", async ({
  page,
  browser,
}) => {
  await page.goto("/information-centre");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ศูนย์ข้อมูลข่าวสาร");
  await expect(page.getByRole("link", { name: "โครงสร้างองค์กร" })).toBeVisible();
  await expect(
    page.getByRole("link", { name: "แผนปฏิบัติราชการ ประจำปีงบประมาณ พ.ศ. 2569" }),
  ).toBeVisible();
  await expectPageAccessible(page);
  const hrefs = await page
    .locator("main a[href^='/']")
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  for (const href of new Set(hrefs.map((h) => h.split("#")[0]!)))
    expect((await page.request.get(href)).status(), href).toBe(200);

  await hydrated(page);
  await page.getByRole("link", { name: "ยื่นคำขอข้อมูลข่าวสาร" }).click();
  await expect(page).toHaveURL(/\/contact\?topic=/);
  await hydrated(page);
  await expect(page.getByLabel("หัวข้อ", { exact: true })).toHaveValue("ขอข้อมูลข่าวสารของราชการ");
  const name = `ผู้ขอข้อมูล ${Date.now()}`;
  await page.getByLabel("ชื่อ-นามสกุล", { exact: true }).fill(name);
  await page.getByLabel("เบอร์โทรศัพท์", { exact: true }).fill("081-555-0000");
  await page
    .getByLabel("ข้อความ", { exact: true })
    .fill("ขอสำเนาสรุปผลการจัดซื้อจัดจ้าง ประจำเดือนกรกฎาคม 2569");
  await page.getByLabel(/ข้าพเจ้ายินยอมให้สำนักงาน/).check();
  await page.getByRole("button", { name: "ส่งข้อความ" }).click();
  await expect(page).toHaveURL(/\/contact\?sent=C-[0-9A-Z]{8}#sent$/);

  const staff = await signedInContext(browser, STAFF);
  const inbox = await staff.newPage();
  await inbox.goto(`/admin/messages/contact?topic=${encodeURIComponent("ขอข้อมูลข่าวสารของราชการ")}`);
  await expect(inbox.getByRole("row").filter({ hasText: name })).toContainText(
    "ขอข้อมูลข่าวสารของราชการ",
  );
  await staff.close();
});
