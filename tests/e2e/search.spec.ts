import { expect, test } from "@playwright/test";

test("Thai search: highlighted results across types, counts, a type filter and the query kept", async ({
  page,
}) => {
  await page.goto(`/search?title=${encodeURIComponent("ไข้เลือดออก")}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ผลการค้นหา “ไข้เลือดออก”");
  await expect(page.getByLabel("คำค้น")).toHaveValue("ไข้เลือดออก");
  const results = page.locator(".search-results > li");
  await expect(results.first().locator("mark").first()).toHaveText("ไข้เลือดออก");
  const filters = page.getByRole("navigation", { name: "กรองตามประเภท" });
  const all = Number(
    /\((\d+)\)/.exec((await filters.getByRole("link").first().textContent())!)![1],
  );
  expect(all).toBeGreaterThan(2);
  const news = filters.getByRole("link", { name: /^ข่าวสาร/ });
  const newsCount = Number(/\((\d+)\)/.exec((await news.textContent())!)![1]);
  await news.click();
  await expect(page).toHaveURL(/type=news/);
  await expect(results).toHaveCount(Math.min(newsCount, 12));
  await expect(page.getByRole("status")).toContainText(`พบทั้งหมด ${all} รายการ`);
});

test("a misspelt or unknown word gets near results or a Thai nothing-found page, never an error", async ({
  page,
  request,
}) => {
  await page.goto(`/search?title=${encodeURIComponent("ซึมเสร้า")}`);
  await expect(page.locator(".search-results > li").first()).toContainText("ซึมเศร้า");
  await expect(page.getByText("สะกดใกล้เคียง")).toBeVisible();

  await page.goto(`/search?title=${encodeURIComponent("ซูเปอร์คาลิฟราจิลิสติก")}`);
  await expect(page.getByRole("status")).toHaveText("ไม่พบข้อมูลที่ตรงกับคำค้น");
  await expect(page.getByText("คำแนะนำในการค้นหา")).toBeVisible();

  for (const hostile of [
    '"',
    "*",
    "NEAR(",
    "OR",
    " ",
    "'; drop table items; --",
    "<script>alert(1)</script>",
    "x".repeat(10_000),
  ]) {
    const response = await request.get(`/search?title=${encodeURIComponent(hostile)}`);
    expect(response.status(), hostile.slice(0, 20)).toBe(200);
    expect(await response.text()).not.toContain("<script>alert(1)</script>");
    expect((await request.get(`/api/search?q=${encodeURIComponent(hostile)}`)).status()).toBe(200);
  }
});

test("live results answer a prefix with the best of each type", async ({ request }) => {
  const response = await request.get(`/api/search?q=${encodeURIComponent("วัคซ")}`);
  const body = (await response.json()) as { items: { title: string; typeLabel: string }[] };
  expect(body.items.length).toBeGreaterThan(0);
  expect(body.items.some((i) => i.title.includes("วัคซีน"))).toBe(true);
  const perType = new Map<string, number>();
  for (const i of body.items) perType.set(i.typeLabel, (perType.get(i.typeLabel) ?? 0) + 1);
  expect(Math.max(...perType.values())).toBeLessThanOrEqual(3);
});

test("a search naming one of the site's own pages links to it, above what it finds", async ({
  page,
}) => {
  await page.goto(`/search?title=${encodeURIComponent("ติดต่อเรา")}`);
  const links = page.getByRole("navigation", { name: "หน้าในเว็บไซต์" });
  await links.getByRole("link", { name: "ติดต่อสำนักงาน ›" }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // A word of a page's name inside a query is no search for the page.
  await page.goto(`/search?title=${encodeURIComponent("โรคติดต่อ")}`);
  await expect(page.locator(".search-results > li").first()).toBeVisible();
  await expect(page.getByRole("navigation", { name: "หน้าในเว็บไซต์" })).toHaveCount(0);
});

test("items that hold the words only in their text come after the answers, under their own heading", async ({
  page,
}) => {
  await page.goto(`/search?title=${encodeURIComponent("เบาหวาน")}`);
  const answers = page.locator(".search-results").first().locator("> li");
  await expect(answers.first().getByRole("heading", { level: 2 })).toContainText("เบาหวาน");
  const passing = page.getByRole("region", { name: "เรื่องอื่นที่กล่าวถึงคำค้นในเนื้อหา" });
  const mentions = passing.locator(".search-results > li");
  await expect(mentions.first()).toBeVisible();
  // Their titles are headings under the section's, and the word is marked in their text.
  await expect(mentions.first().getByRole("heading", { level: 3 })).not.toContainText("เบาหวาน");
  await expect(mentions.first().locator("mark").first()).toHaveText("เบาหวาน");
  const shown = (await answers.count()) + (await mentions.count());
  await expect(page.getByRole("status")).toHaveText(`พบทั้งหมด ${shown} รายการ`);
});
