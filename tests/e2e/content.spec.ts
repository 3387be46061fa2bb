import { expect, test, type Page } from "@playwright/test";
import { firstItemPath, pageReady } from "./helpers.ts";

const BUDDHIST_DATE =
  /\d{1,2} (มกราคม|กุมภาพันธ์|มีนาคม|เมษายน|พฤษภาคม|มิถุนายน|กรกฎาคม|สิงหาคม|กันยายน|ตุลาคม|พฤศจิกายน|ธันวาคม) 25\d\d/;

for (const [subject, label] of [
  ["office", "สำนักข่าวสร้างสุข"],
  ["knowledge", "สาระสุขภาพ"],
  ["health", "ข่าวสุขภาพ"],
]) {
  test(`a news article of ${subject} has breadcrumbs, a Buddhist-era date, views, sharing and neighbours`, async ({
    page,
  }) => {
    const path = await firstItemPath(page, `/news/${subject}`);
    expect(path).toMatch(new RegExp(`^/news/${subject}/`));
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const crumbs = page.getByRole("navigation", { name: "เส้นทางนำทาง" });
    await expect(crumbs.getByRole("link", { name: label })).toHaveAttribute(
      "href",
      `/news/${subject}`,
    );
    await expect(page.locator(".item-head .meta time")).toHaveText(BUDDHIST_DATE);
    await expect(page.locator(".item-head .meta")).toContainText("เข้าชม");
    const share = page.getByRole("group", { name: "แชร์หน้านี้" });
    await expect(share.getByRole("link", { name: /LINE/ })).toHaveAttribute(
      "href",
      /social-plugins\.line\.me/,
    );
    await expect(share.getByRole("link", { name: /Facebook/ })).toHaveAttribute(
      "href",
      /facebook\.com\/sharer/,
    );
    await expect(share.getByRole("link", { name: /^X/ })).toHaveAttribute("href", /x\.com\/intent/);
    await expect(share.getByRole("button", { name: "คัดลอกลิงก์" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "รายการก่อนหน้าและถัดไป" }).getByRole("link"),
    ).not.toHaveCount(0);
    await expect(page.getByRole("heading", { name: "เรื่องที่เกี่ยวข้อง" })).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      "href",
      new RegExp(`/news/${subject}/`),
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      "content",
      /\/media\/images\/.+\.jpg$/,
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    expect(jsonLd.map((j) => JSON.parse(j)["@type"])).toEqual(
      expect.arrayContaining(["BreadcrumbList", "NewsArticle"]),
    );
  });
}

test("news list pages: newest first, paging in the URL, subject filter", async ({ page }) => {
  await page.goto("/news");
  await expect(page.locator(".card")).toHaveCount(12);
  const pager = page.getByRole("navigation", { name: "เลขหน้า" });
  await pager.getByRole("link", { name: "หน้า 2" }).click();
  await expect(page).toHaveURL(/\/news\?page=2$/);
  await expect(pager.getByRole("link", { name: "หน้า 2" })).toHaveAttribute("aria-current", "page");
  await page
    .getByRole("navigation", { name: "เลือกหมวดข่าว" })
    .getByRole("link", { name: "ข่าวสุขภาพ" })
    .click();
  await expect(page).toHaveURL(/\/news\/health$/);
  const dates = await page
    .locator(".card time")
    .evaluateAll((els) => els.map((e) => e.getAttribute("datetime")!));
  expect([...dates].sort().reverse()).toEqual(dates);
});

test("gallery: lightbox opens, moves with arrow keys, closes with Esc and returns focus", async ({
  page,
}) => {
  await page.goto(await firstItemPath(page, "/gallery"));
  await pageReady(page);
  const thumbs = page.locator(".gallery-thumb");
  expect(await thumbs.count()).toBeGreaterThanOrEqual(5);
  await thumbs.first().focus();
  await page.keyboard.press("Enter");
  const dialog = page.locator("dialog.lightbox");
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(".lightbox-count")).toContainText("ภาพที่ 1 จาก");
  await page.keyboard.press("ArrowRight");
  await expect(dialog.locator(".lightbox-count")).toContainText("ภาพที่ 2 จาก");
  await page.keyboard.press("ArrowLeft");
  await page.keyboard.press("ArrowLeft");
  await expect(dialog.locator(".lightbox-count")).not.toContainText("ภาพที่ 1 จาก");
  await expect(dialog.getByRole("link", { name: "ดาวน์โหลดภาพ" })).toHaveAttribute("download", "");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(thumbs.first()).toBeFocused();
});

test("infographic: full-size view and download", async ({ page, request }) => {
  await page.goto(await firstItemPath(page, "/infographic"));
  const download = page.getByRole("link", { name: "ดาวน์โหลดอินโฟกราฟิก" });
  const href = (await download.getAttribute("href"))!;
  const file = await request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()["content-type"]).toMatch(/^image\//);
  expect(file.headers()["cache-control"]).toContain("immutable");
  // Its largest size, never the original with the camera's metadata: asked for, that leads here.
  expect(href).toMatch(/^\/media\/images\/.+-\d+\.jpg$/);
  const original = await request.get(href.replace(/-\d+\.jpg$/, "-original.jpg"), {
    maxRedirects: 0,
  });
  expect(original.status()).toBe(301);
  expect(original.headers().location).toBe(href);
});

test("multimedia: an uploaded video plays, a YouTube video waits for the visitor", async ({
  page,
}) => {
  await page.goto("/multimidia");
  const paths = await page
    .locator(".card-link")
    .evaluateAll((els) => els.map((e) => e.getAttribute("href")!));
  let sawUpload = false;
  let sawEmbed = false;
  for (const path of paths) {
    await page.goto(path);
    if (await page.locator("video").count()) {
      const played = await page.locator("video").evaluate(async (v: HTMLVideoElement) => {
        v.muted = true;
        await v.play();
        await new Promise((r) => setTimeout(r, 500));
        return v.currentTime > 0;
      });
      expect(played).toBe(true);
      sawUpload = true;
    } else {
      await expect(page.getByRole("button", { name: /เล่นวิดีโอจาก YouTube/ })).toBeVisible();
      await expect(page.locator("iframe")).toHaveCount(0);
      sawEmbed = true;
    }
  }
  expect(sawUpload && sawEmbed).toBe(true);
});

test("an outside video's player loads only when asked, playing, with focus on it", async ({
  page,
}) => {
  const players: string[] = [];
  // No request leaves this machine: the provider's player is answered here.
  await page.route(/youtube/, (route) => {
    players.push(route.request().url());
    return route.fulfill({ contentType: "text/html", body: "<title>player</title>" });
  });
  await page.goto("/multimidia");
  const paths = await page
    .locator(".card-link")
    .evaluateAll((els) => els.map((e) => e.getAttribute("href")!));
  for (const path of paths) {
    await page.goto(path);
    await pageReady(page);
    const play = page.getByRole("button", { name: /เล่นวิดีโอจาก YouTube/ });
    if (!(await play.count())) continue;
    expect(players).toEqual([]);
    await play.click();
    const player = page.locator("figure.video iframe");
    await expect(player).toHaveAttribute("src", /autoplay=1/);
    await expect(player).toHaveAttribute("title", /.+/);
    await expect(player).toBeFocused();
    await expect.poll(() => players.length).toBeGreaterThan(0);
    return;
  }
  throw new Error("no demo item has an outside video");
});

/** Opens a health news article and presses its copy-link button; the article's path. */
async function copyArticleLink(page: Page): Promise<string> {
  const path = await firstItemPath(page, "/news/health");
  await page.goto(path);
  await pageReady(page);
  await page
    .getByRole("group", { name: "แชร์หน้านี้" })
    .getByRole("button", { name: "คัดลอกลิงก์" })
    .click();
  return path;
}

test("copy link puts the article's address on the clipboard and says so in a toast that stays while pointed at", async ({
  page,
  context,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await page.clock.install();
  const path = await copyArticleLink(page);
  const toast = page.getByRole("status").getByText("คัดลอกลิงก์แล้ว");
  await expect(toast).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(copied).pathname).toBe(new URL(path, page.url()).pathname);
  // Its 2 seconds wait while the pointer is on it, and run again once it leaves.
  await toast.hover();
  await page.clock.runFor(5000);
  await expect(toast).toBeVisible();
  await page.mouse.move(5, 400);
  await page.clock.runFor(2500);
  await expect(toast).toBeHidden();
});

test("where copying is refused, the address is offered selected in a field, not only said in a toast", async ({
  page,
}) => {
  // A site on plain HTTP is no secure context: the browser gives it no clipboard.
  await page.addInitScript(() =>
    Object.defineProperty(Navigator.prototype, "clipboard", { get: () => undefined }),
  );
  const path = await copyArticleLink(page);
  await expect(page.getByRole("alert").filter({ hasText: "คัดลอกลิงก์ไม่สำเร็จ" })).toBeVisible();
  const address = page.getByRole("textbox", { name: "ลิงก์ของหน้านี้" });
  await expect(address).toBeFocused();
  expect(new URL(await address.inputValue()).pathname).toBe(new URL(path, page.url()).pathname);
  expect(
    await address.evaluate(
      (field: HTMLInputElement) => field.selectionEnd! - field.selectionStart!,
    ),
  ).toBe((await address.inputValue()).length);
});

test("announcement: attached PDFs listed with type and size, and downloadable", async ({
  page,
  request,
}) => {
  await page.goto("/general");
  const paths = await page
    .locator(".card-link")
    .evaluateAll((els) => els.map((e) => e.getAttribute("href")!));
  for (const path of paths) {
    await page.goto(path);
    const attachment = page.locator(".attachments li").first();
    if (!(await attachment.count())) continue;
    await expect(attachment).toContainText(/\(PDF, [\d.,]+ (KB|MB|ไบต์)\)/);
    const link = attachment.getByRole("link");
    await expect(link).toHaveAttribute("download", /\.pdf$/);
    const file = await request.get((await link.getAttribute("href"))!);
    expect(file.headers()["content-type"]).toBe("application/pdf");
    expect((await file.body()).subarray(0, 5).toString()).toBe("%PDF-");
    return;
  }
  throw new Error("no announcement with an attachment");
});

test("FAQ: questions grouped by category, answers expand, a page per question", async ({
  page,
}) => {
  await page.goto("/fqa");
  await expect(page.locator(".faq-group")).toHaveCount(3);
  const first = page.locator(".faq-item").first();
  await expect(first.locator(".prose")).toBeHidden();
  await first.locator("summary").click();
  await expect(first.locator(".prose")).toBeVisible();
  const question = (await first.locator("summary").textContent())!;
  await first.getByRole("link", { name: /เปิดหน้าคำถามนี้/ }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(question);
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.map((j) => JSON.parse(j)["@type"])).toContain("FAQPage");
});

test("work with us and contact pages show the office's details", async ({ page }) => {
  await page.goto("/workwithus");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ร่วมงานกับเรา");
  await page.goto("/contact");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ติดต่อสำนักงาน");
  const details = page.locator(".contact-details");
  for (const term of ["ที่อยู่", "โทรศัพท์", "อีเมล", "เวลาทำการ"])
    await expect(details).toContainText(term);
  await expect(details.getByRole("link", { name: /ดูแผนที่/ })).toHaveAttribute("href", /^https:\/\//);
});

test("a search hit resolves to its item with a permanent redirect", async ({ page, request }) => {
  const path = await firstItemPath(page, "/news/health");
  const slug = path.split("/").at(-1)!;
  const response = await request.get(`/search/${slug}`, { maxRedirects: 0 });
  expect(response.status()).toBe(301);
  expect(response.headers().location).toBe(path);
  expect((await request.get("/search/no-such-thing", { maxRedirects: 0 })).status()).toBe(404);
});

test("correctly spelled aliases redirect to the public addresses", async ({ request }) => {
  const multimedia = await request.get("/multimedia", { maxRedirects: 0 });
  expect(multimedia.status()).toBe(301);
  expect(multimedia.headers().location).toBe("/multimidia");
  const faq = await request.get("/faq?x=1", { maxRedirects: 0 });
  expect(faq.headers().location).toBe("/fqa?x=1");
});
