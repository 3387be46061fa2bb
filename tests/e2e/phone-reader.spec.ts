import { expect, test, type Page } from "@playwright/test";
import { firstItemPath, pageReady } from "./helpers.ts";

const PHONES = [320, 375, 414] as const;

async function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

for (const width of PHONES) {
  test(`searching at ${width} px: the box takes the bar, nothing spills or scrolls sideways`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 812 });
    await page.goto("/");
    await pageReady(page);
    const header = page.locator(".site-header");
    const before = (await header.boundingBox())!.height;
    await header.getByRole("link", { name: "ค้นหา", exact: true }).click();
    const box = page.getByRole("combobox", { name: "ค้นหาข้อมูลในเว็บไซต์" });
    await expect(box).toBeFocused();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(before);
    expect((await box.boundingBox())!.width).toBeGreaterThanOrEqual(width * 0.4);
    const close = (await page.getByRole("button", { name: "ปิดการค้นหา" }).boundingBox())!;
    expect(close.x + close.width).toBeLessThanOrEqual(width);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.keyboard.press("Escape");
    await expect(page.locator(".brand")).toBeVisible();
  });
}

test("a first visit on a phone keeps the first screen for the content", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto("/");
  await expect(page.getByRole("region", { name: "เว็บไซต์นี้ใช้คุกกี้" })).toBeVisible();
  await expect(page.getByRole("complementary", { name: "การแสดงผล" })).toBeVisible();
  const header = (await page.locator(".site-header").boundingBox())!;
  // The cookie question, the display settings and the header together: under 45% of the screen.
  expect(header.y + header.height).toBeLessThan(812 * 0.45);
  await expect(page.getByRole("button", { name: "ยอมรับทั้งหมด" })).toBeInViewport();
});

test("the live results and the search page count the same", async ({ page }) => {
  await page.goto("/");
  await pageReady(page);
  await page.locator(".site-header").getByRole("link", { name: "ค้นหา", exact: true }).click();
  for (const words of ["วัคซีน", "ไข้เลือดออก ยุง", "อสม"]) {
    const box = page.getByRole("combobox", { name: "ค้นหาข้อมูลในเว็บไซต์" });
    await box.fill(words);
    const status = page.locator(".search-status");
    await expect(status).toContainText(/พบ \d+ รายการ/);
    const live = /พบ (\d+) รายการ/.exec((await status.textContent())!)![1];
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?title=/);
    await expect(page.getByRole("status").filter({ hasText: "พบ" })).toHaveText(
      new RegExp(`^พบ(ทั้งหมด|มากกว่า) ${live} รายการ$`),
    );
    await page.locator(".site-header").getByRole("link", { name: "ค้นหา", exact: true }).click();
  }
});

test("every list announces its feed in its head and shows a link to it", async ({
  page,
  request,
}) => {
  for (const path of [
    "/news",
    "/news/health",
    "/multimidia",
    "/infographic",
    "/gallery",
    "/general",
    "/documents",
    "/fqa",
  ]) {
    await page.goto(path);
    const alternate = page.locator('head link[rel="alternate"][type="application/rss+xml"]');
    await expect(alternate, path).toHaveCount(1);
    const href = (await alternate.getAttribute("href"))!;
    const visible = page.getByRole("link", { name: "ติดตามผ่าน RSS" });
    await expect(visible, path).toBeVisible();
    expect(new URL(href).pathname).toBe(await visible.getAttribute("href"));
    const feed = await request.get(href);
    expect(feed.status(), href).toBe(200);
    expect(feed.headers()["content-type"]).toContain("application/rss+xml");
    expect(await feed.text()).toContain("<rss");
  }
});

test("an article names its source and prints from a button beside the share links", async ({
  page,
}) => {
  await page.goto(await firstItemPath(page, "/news/health"));
  await pageReady(page);
  await expect(page.locator(".item-head .byline")).toHaveText(/^(โดย|ที่มา:) \S/);
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => (window as unknown as { printed: number }).printed++;
  });
  const share = page.getByRole("group", { name: "แชร์หน้านี้" });
  await share.getByRole("button", { name: "พิมพ์" }).click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the buttons that need JavaScript are not offered", async ({ page }) => {
    await page.goto(await firstItemPath(page, "/news/health"));
    const share = page.getByRole("group", { name: "แชร์หน้านี้" });
    await expect(share.getByRole("link", { name: /LINE/ })).toBeVisible();
    await expect(share.getByRole("button", { name: "พิมพ์" })).toBeHidden();
    await expect(share.getByRole("button", { name: "คัดลอกลิงก์" })).toBeHidden();
  });

  test("an empty contact form is told which fields are missing", async ({ page }) => {
    await page.goto("/contact");
    await page.getByRole("button", { name: "ส่งข้อความ" }).click();
    await expect(page.getByText("กรุณากรอกชื่อ-นามสกุล")).toBeVisible();
    await expect(page.getByText("กรุณาเลือกหัวข้อ")).toBeVisible();
    await expect(page.getByText(/อย่างน้อยหนึ่งช่อง เพื่อให้เจ้าหน้าที่ติดต่อกลับ/)).toBeVisible();
    await expect(page.getByText(/ส่งเร็วเกินไป/)).toHaveCount(0);
  });
});

for (const width of [375, 1280]) {
  test(`the contact form's choices are styled like its fields at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/contact");
    const topic = page.getByLabel("หัวข้อ", { exact: true });
    expect((await topic.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    const message = page.getByLabel("ข้อความ", { exact: true });
    expect(await message.evaluate((e) => getComputedStyle(e).fontFamily)).not.toMatch(/monospace/);
    const check = (await page.getByLabel(/ข้าพเจ้ายินยอมให้สำนักงาน/).boundingBox())!;
    const label = (await page.locator('label[for="field-consent"]').boundingBox())!;
    // The box sits beside its label, on the label's first line, and is a box, not a bar.
    expect(check.x + check.width).toBeLessThanOrEqual(label.x);
    expect(check.y).toBeLessThan(label.y + 30);
    expect(check.width).toBeLessThan(40);
    expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
  });
}
