import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { ADMIN, STAFF } from "./accounts.ts";
import { pageReady, tabTo } from "./helpers.ts";
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
  await admin.getByRole("navigation").getByRole("link", { name: "คลังคำค้นสุขภาพ" }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText("คลังคำค้นสุขภาพ");
  await pageReady(admin);

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
    await expect(admin.getByRole("status")).toContainText(`บันทึกคลังคำค้นแล้ว ${count + 1} กลุ่ม`);
    await page.goto(`/search?title=${marker}`);
    await expect(page.locator(".search-results li").first()).toBeVisible();
    await expect(page.locator(".search-results mark").first()).toHaveText("ยุงลาย");
  } finally {
    // The count tells this save's message from the one before.
    await box.fill(shipped);
    await admin.getByRole("button", { name: "บันทึกคลังคำ" }).click();
    await expect(admin.getByRole("status")).toContainText(`บันทึกคลังคำค้นแล้ว ${count} กลุ่ม`);
  }
  await page.goto(`/search?title=${marker}`);
  await expect(page.locator(".search-results li")).toHaveCount(0);
  await context.close();
});

test("a search that finds nothing offers the nearest topic and its most-read items", async ({
  page,
}) => {
  await page.goto("/search?title=imfluensa");
  await expect(page.getByRole("status")).toHaveText("ไม่พบข้อมูลที่ตรงกับคำค้น");
  const empty = page.locator(".empty-state");
  await expect(empty.getByText("เรื่องที่มีผู้อ่านมากที่สุดเกี่ยวกับ “influenza”")).toBeVisible();
  await expect(empty.locator("ul").first().getByRole("link").first()).toBeVisible();
  await empty.getByRole("link", { name: "“influenza”" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ผลการค้นหา “influenza”");
  await expect(page.locator(".search-results mark").first()).toHaveText(/ไข้หวัดใหญ่/);
});

test("a search that finds nothing is counted for administrators, also when its page comes from the cache", async ({
  browser,
}) => {
  // A crawler makes the page (not counted), a reader gets it from the page cache (counted);
  // another test's change may empty the cache in between, so each try has a query of its own.
  let query = "";
  for (let attempt = 1; attempt <= 5 && !query; attempt++) {
    // Letters no Thai text uses any more (ฃ, ฅ), so that nothing can match or come close.
    const tried = `${Date.now() * 10 + attempt}`.replace(/\d/g, (d) =>
      Number(d) % 2 ? "ฃฅ" : "ฅฃฃ",
    );
    const crawler = await browser.newContext({
      userAgent: "Googlebot/2.1 (+http://www.google.com/bot.html)",
    });
    expect((await crawler.request.get(`/search?title=${tried}`)).status()).toBe(200);
    await crawler.close();
    const reader = await browser.newContext();
    const page = await reader.newPage();
    const response = await page.goto(`/search?title=${tried}`);
    expect(response!.headers()["x-sukhaphap-search-miss"]).toBeUndefined();
    await expect(page.getByRole("status")).toHaveText("ไม่พบข้อมูลที่ตรงกับคำค้น");
    if (response!.headers()["x-cache"] === "HIT") query = tried;
    await reader.close();
  }
  expect(query).not.toBe("");

  const admin = await signedInContext(browser, ADMIN);
  const dashboard = await admin.newPage();
  const row = dashboard
    .getByRole("row")
    .filter({ has: dashboard.getByRole("link", { name: query, exact: true }) });
  await expect
    .poll(async () => {
      await dashboard.goto("/admin/dashboard");
      return (await row.count()) ? await row.getByRole("cell").nth(1).innerText() : "";
    })
    .toBe("1");
  await expect(
    dashboard.getByRole("heading", { name: /คำค้นที่ไม่พบผลลัพธ์ใน 30 วันล่าสุด/ }),
  ).toBeVisible();
  await admin.close();

  // A general user's dashboard does not list readers' words.
  const staff = await signedInContext(browser, STAFF);
  const theirs = await staff.newPage();
  await theirs.goto("/admin/dashboard");
  await expect(theirs.getByRole("heading", { level: 1 })).toHaveText("แดชบอร์ด");
  await expect(theirs.getByText(query)).toHaveCount(0);
  await staff.close();
});

test("the words kept whole: the test field shows how a query is cut, and a word that is not Thai letters is refused", async ({
  browser,
}) => {
  const context = await signedInContext(browser, ADMIN);
  const admin = await context.newPage();
  await admin.goto("/admin/settings/search");
  await pageReady(admin);
  await admin.getByLabel("คำค้นที่ต้องการทดลอง").fill("โควิด-19 อัลไซเมอร์");
  await admin.getByRole("button", { name: "ทดลอง" }).click();
  await expect(admin.getByRole("status")).toContainText("ตัดคำเป็น: โควิด · 19 · อัลไซเมอร์");
  const words = admin.getByLabel("คำที่ไม่ตัด");
  const kept = await words.inputValue();
  expect(kept.split("\n")).toContain("โควิด");
  await words.fill(`${kept}\ncovid`);
  await admin.getByRole("button", { name: "บันทึกคำที่ไม่ตัด" }).click();
  await expect(admin.getByText("“covid” ต้องเป็นอักษรไทยล้วน ไม่มีช่องว่างหรือเครื่องหมาย")).toBeVisible();
  await expect(words).toHaveValue(`${kept}\ncovid`);
  await context.close();
});
