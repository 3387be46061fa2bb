import fs from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { expect, test, type Page } from "@playwright/test";
import readExcelFile from "read-excel-file/node";
import { ADMIN, STAFF } from "./accounts.ts";
import { expectPageAccessible, pageReady, tabTo } from "./helpers.ts";
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
  await pageReady(page);

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
  // The Excel file, read back with a real XLSX reader: one sheet, the same rows as the CSV.
  const [excel] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: "Excel (XLSX)" }).click(),
  ]);
  expect(excel.suggestedFilename()).toBe(`ITA-${YEAR}.xlsx`);
  const sheets = await readExcelFile((await excel.path())!);
  expect(sheets.map((s) => s.sheet)).toEqual([`ITA ${YEAR}`]);
  const [header, ...cells] = sheets[0]!.data;
  expect(header).toEqual(Object.keys(rows[0]!));
  expect(cells).toHaveLength(27);
  expect(cells.map((r) => r[0])).toEqual(Array.from({ length: 27 }, (_, i) => String(i + 1)));
  expect(cells.map((r) => r[1]).slice(0, 3)).toEqual(["O1", "O2", "O3"]);
  expect(cells[10]!.slice(1, 4)).toEqual([
    "O11",
    "สรุปผลการจัดซื้อจัดจ้างรายเดือน",
    `${origin}/ita/${YEAR}/O11`,
  ]);
  expect(cells.at(-1)!.slice(1, 4)).toEqual([
    "O27",
    "รายการทดสอบการแนบหลักฐาน",
    `${origin}/ita/${YEAR}/O27`,
  ]);
  // Cell for cell what the CSV says (an empty cell reads back as nothing).
  expect(cells.map((r) => r.map((c) => c ?? ""))).toEqual(rows.map((r) => Object.values(r)));
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
  await pageReady(page);
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

  await pageReady(page);
  await page.getByRole("link", { name: "ยื่นคำขอข้อมูลข่าวสาร" }).click();
  await expect(page).toHaveURL(/\/contact\?topic=/);
  await pageReady(page);
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

/** What a reader gets of a page's main content: its text and each link's name and address. */
async function reading(page: Page) {
  const main = page.locator("main");
  return {
    text: await main.innerText(),
    links: await main
      .locator("a")
      .evaluateAll((links) =>
        links.map((a) => `${a.textContent?.trim()} → ${a.getAttribute("href")}`),
      ),
  };
}

test("without JavaScript the section and the information centre read completely, and an information request posts and lands", async ({
  browser,
  page,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  // Everything a reader with JavaScript gets, the server sends without it. (Other tests here add
  // items and evidence as this one runs: the two readings are taken again if one came between.)
  for (const path of ["/ita", `/ita/${YEAR}`, `/ita/${YEAR}/O11`, "/information-centre"]) {
    await expect(async () => {
      await page.goto(path);
      await pageReady(page);
      const withScript = await reading(page);
      await plain.goto(path);
      expect(await reading(plain), path).toEqual(withScript);
    }).toPass({ timeout: 30_000 });
  }

  await plain.goto("/ita");
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText(
    /^การเปิดเผยข้อมูลสาธารณะ \(ITA\) ปี 25\d\d$/,
  );
  await plain.goto(`/ita/${YEAR}`);
  const items = plain.locator(".ita-items > li");
  expect((await items.locator(".ita-code").allTextContents()).slice(0, 26)).toEqual(
    Array.from({ length: 26 }, (_, i) => `O${i + 1}`),
  );
  // Every item shows its evidence, or says it is being prepared (O6, the demo's missing item).
  for (let i = 0; i < 26; i++) {
    const code = `O${i + 1}`;
    const item = items.nth(i);
    if (code === "O6") await expect(item).toContainText("อยู่ระหว่างจัดทำข้อมูล");
    else expect(await item.locator(".ita-evidence a").count(), code).toBeGreaterThan(0);
  }
  await plain.getByRole("link", { name: /^O11 สรุปผลการจัดซื้อจัดจ้างรายเดือน$/ }).click();
  await expect(plain).toHaveURL(new RegExp(`/ita/${YEAR}/O11$`));
  // A document's download says its file type and size.
  await expect(
    plain
      .locator(".document-files li")
      .filter({
        has: plain.getByRole("link", { name: "ดาวน์โหลด procurement-summary-2026-06.pdf" }),
      })
      .first(),
  ).toContainText(/\(PDF, [\d.,]+ \S+\)/);

  await plain.goto("/information-centre");
  await expect(plain.getByRole("heading", { level: 1 })).toHaveText("ศูนย์ข้อมูลข่าวสาร");
  await expect(
    plain.getByRole("link", { name: "แผนปฏิบัติราชการ ประจำปีงบประมาณ พ.ศ. 2569" }),
  ).toBeVisible();
  await plain.getByRole("link", { name: "ยื่นคำขอข้อมูลข่าวสาร" }).click();
  await expect(plain).toHaveURL(/\/contact\?topic=/);
  await expect(plain.getByLabel("หัวข้อ", { exact: true })).toHaveValue("ขอข้อมูลข่าวสารของราชการ");
  const name = `ผู้ขอข้อมูลไม่มีสคริปต์ ${Date.now()}`;
  await plain.getByLabel("ชื่อ-นามสกุล", { exact: true }).fill(name);
  await plain.getByLabel("อีเมล", { exact: true }).fill("requester@example.com");
  await plain
    .getByLabel("ข้อความ", { exact: true })
    .fill("ขอสำเนารายงานผลการดำเนินงานประจำปี 2568 ฉบับเต็ม");
  await plain.getByLabel(/ข้าพเจ้ายินยอมให้สำนักงาน/).check();
  await plain.getByRole("button", { name: "ส่งข้อความ" }).click();
  await expect(plain).toHaveURL(/\/contact\?sent=C-[0-9A-Z]{8}#sent$/);
  await expect(plain.getByText("ส่งข้อความแล้ว")).toBeVisible();
  await context.close();

  const staff = await signedInContext(browser, STAFF);
  const inbox = await staff.newPage();
  await inbox.goto(`/admin/messages/contact?topic=${encodeURIComponent("ขอข้อมูลข่าวสารของราชการ")}`);
  await expect(inbox.getByRole("row").filter({ hasText: name })).toContainText(
    "ขอข้อมูลข่าวสารของราชการ",
  );
  await staff.close();
});

test("the site map leads to the transparency section and the information centre", async ({
  page,
}) => {
  await page.goto("/sitemap");
  const services = page.getByRole("region", { name: "บริการ" });
  await expect(
    services.getByRole("link", { name: "การเปิดเผยข้อมูลสาธารณะ (ITA)", exact: true }),
  ).toHaveAttribute("href", "/ita");
  await expect(services.getByRole("link", { name: "ศูนย์ข้อมูลข่าวสาร", exact: true })).toHaveAttribute(
    "href",
    "/information-centre",
  );
  await services.getByRole("link", { name: "การเปิดเผยข้อมูลสาธารณะ (ITA)", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    /^การเปิดเผยข้อมูลสาธารณะ \(ITA\) ปี 25\d\d$/,
  );
  await page.goBack();
  await services.getByRole("link", { name: "ศูนย์ข้อมูลข่าวสาร", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ศูนย์ข้อมูลข่าวสาร");
});

test("an administrator's dashboard sums up the newest year as the board counts it, and leads to the board", async ({
  browser,
}) => {
  const context = await signedInContext(browser, ADMIN);
  const page = await context.newPage();
  // Other tests here open years and add items as this one runs: the two are read again until
  // they are read between two changes.
  await expect(async () => {
    await page.goto("/admin/dashboard");
    const summary = page.getByRole("region", { name: /^การเปิดเผยข้อมูล \(ITA\) ปี \d{4}$/ });
    const year = (await summary.getByRole("heading", { level: 2 }).textContent())!.slice(-4);
    const [, complete, total] = (await summary
      .getByText(/^ครบถ้วน \d+ จาก \d+ รายการ$/)
      .textContent())!
      .match(/(\d+) จาก (\d+)/)!
      .map(Number);
    const open = (await summary.getByRole("listitem").allTextContents()).map((t) =>
      t.replace(/\s+/g, " "),
    );
    // The demo's six-monthly report is missing, whichever year is the newest.
    expect(open).toContainEqual(expect.stringMatching(/^O6 .+: ยังไม่มี/));
    expect(complete! + open.length).toBe(total);

    await summary.getByRole("link", { name: "ดูความพร้อมทุกรายการ" }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/ita\\?year=${year}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      `ความพร้อมการเปิดเผยข้อมูล (ITA) ปี ${year}`,
    );
    const rows = await page
      .getByRole("table", { name: `รายการของปี ${year}` })
      .locator("tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => ({
          code: tr.querySelector("th")!.textContent!,
          state: tr.querySelector(".ita-state")!.textContent!,
        })),
      );
    expect(rows).toHaveLength(total!);
    expect(rows.filter((r) => r.state === "ครบถ้วน")).toHaveLength(complete!);
    expect(rows.filter((r) => r.state !== "ครบถ้วน").map((r) => r.code)).toEqual(
      open.map((o) => o.split(" ")[0]),
    );
    await expect(page.getByText(`ครบถ้วน: ${complete} รายการ`)).toBeVisible();
  }).toPass({ timeout: 30_000 });

  // Each open item leads to its own page on the board.
  await page.goto("/admin/dashboard");
  await page
    .getByRole("region", { name: /^การเปิดเผยข้อมูล \(ITA\)/ })
    .getByRole("link", { name: /^O6 / })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "O6 รายงานการกำกับติดตามการดำเนินงาน รอบ 6 เดือน",
  );
  await context.close();
});

test("an administrator attaches an outside service as evidence from the board; an address that is not one is refused", async ({
  browser,
}) => {
  // A year of its own (started from the shipped list), so the other tests' counts and the
  // visitor's walk through this year's own links stay as they are.
  const year = 2567;
  const url = "https://www.gprocurement.go.th/new_index.html";
  const context = await signedInContext(browser, ADMIN);
  const page = await context.newPage();
  await page.goto(`/admin/ita?year=${YEAR}`);
  const open = page.getByRole("region", { name: "เปิดปีการประเมินใหม่" });
  await open.getByLabel("คัดลอกจาก").selectOption("standard");
  await open.getByLabel("ปี พ.ศ. ที่จะเปิด").fill(String(year));
  await open.getByRole("button", { name: "เปิดปี" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    `ความพร้อมการเปิดเผยข้อมูล (ITA) ปี ${year}`,
  );
  await page.getByRole("link", { name: "สรุปผลการจัดซื้อจัดจ้างรายเดือน" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("O11 สรุปผลการจัดซื้อจัดจ้างรายเดือน");
  await pageReady(page);
  const id = new URL(page.url()).pathname.split("/").at(-1)!;
  const rules = page.locator(".ita-evidence-rules > li");
  const before = await rules.count();
  const linkForm = page.getByRole("heading", { name: "ลิงก์", exact: true }).locator("..");

  const post = () =>
    page.waitForResponse(
      (r) =>
        r.request().method() === "POST" && new URL(r.url()).pathname.startsWith(`/admin/ita/${id}`),
    );
  for (const wrong of ["javascript:alert(1)", "https://www.gprocurement .go.th/"]) {
    await linkForm.getByLabel("ที่อยู่ลิงก์").fill(wrong);
    await linkForm.getByLabel("ชื่อที่แสดง", { exact: true }).fill("ระบบจัดซื้อจัดจ้างภาครัฐ");
    const [refused] = await Promise.all([
      post(),
      linkForm.getByRole("button", { name: "เพิ่มหลักฐาน" }).click(),
    ]);
    expect(refused.status(), wrong).toBe(400);
    await expect(
      linkForm.getByText("กรุณาระบุลิงก์ที่ขึ้นต้นด้วย https:// หรือ http://", { exact: false }),
    ).toBeVisible();
    await expect(linkForm.getByLabel("ที่อยู่ลิงก์")).toHaveValue(wrong);
  }
  await page.reload();
  await expect(rules).toHaveCount(before);
  await expect(page.locator(".ita-evidence-rules a[href^='javascript']")).toHaveCount(0);

  await linkForm.getByLabel("ที่อยู่ลิงก์").fill(url);
  await linkForm.getByLabel("ชื่อที่แสดง", { exact: true }).fill("ระบบจัดซื้อจัดจ้างภาครัฐ (e-GP)");
  await linkForm.getByRole("button", { name: "เพิ่มหลักฐาน" }).click();
  await expect(page.getByRole("status").filter({ hasText: "เพิ่มหลักฐานแล้ว" })).toBeVisible();
  await expect(rules).toHaveCount(before + 1);
  await expect(page.getByText("สถานะ:")).toContainText("ครบถ้วน");
  await expectPageAccessible(page);

  // On the item's public page: an outside link, said to be one, that leaves the site.
  await page.getByRole("link", { name: `/ita/${year}/O11` }).click();
  await expect(page).toHaveURL(new RegExp(`/ita/${year}/O11$`));
  const outside = page.getByRole("link", {
    name: "ระบบจัดซื้อจัดจ้างภาครัฐ (e-GP) (เว็บไซต์ภายนอก)",
  });
  await expect(outside).toHaveAttribute("href", url);
  await expect(outside).toHaveAttribute("rel", "noopener noreferrer");
  await expectPageAccessible(page);
  await page.route(url, (route) =>
    route.fulfill({ contentType: "text/html", body: "<title>e-GP</title><h1>e-GP</h1>" }),
  );
  await outside.click();
  await expect(page).toHaveURL(url);
  const yearPage = await page.request.get(`/ita/${year}`);
  expect(await yearPage.text()).toContain(`href="${url}"`);
  await context.close();
});

test("the board links each item that is not complete straight to where it is fixed", async ({
  browser,
}) => {
  const context = await signedInContext(browser, STAFF);
  const page = await context.newPage();
  await page.goto(`/admin/ita?year=${YEAR}`);
  const board = page.getByRole("table", { name: `รายการของปี ${YEAR}` });
  const rows = await board.locator("tbody tr").evaluateAll((trs) =>
    trs.map((tr) => ({
      code: tr.querySelector("th")!.textContent!,
      complete: tr.querySelector(".ita-state")!.textContent === "ครบถ้วน",
      fix: tr.querySelector("td:nth-of-type(4) a")?.getAttribute("href") ?? null,
    })),
  );
  for (const row of rows) expect(Boolean(row.fix), row.code).toBe(!row.complete);
  await expectPageAccessible(page);

  const row = (code: string) =>
    board
      .getByRole("row")
      .filter({ has: page.getByRole("rowheader", { name: code, exact: true }) });
  // O6 (its six-month report missing): a new document, in the category its rule counts.
  await row("O6").getByRole("link", { name: "เขียนเอกสาร สำหรับ O6" }).click();
  await expect(page).toHaveURL(/\/admin\/write\/announce_document\?subject=plan$/);
  await expect(page.getByLabel("หมวดเอกสาร")).toHaveValue("plan");
  await page.goBack();
  // O13 (last year's policy): this year's, filed where last year's was.
  await row("O13").getByRole("link", { name: "เขียนเอกสาร สำหรับ O13" }).click();
  await expect(page).toHaveURL(/\/admin\/write\/announce_document\?subject=hr$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("เอกสารเผยแพร่");
  await expect(page.getByLabel("หมวดเอกสาร")).toHaveValue("hr");
  await context.close();
});
