import sharp from "sharp";
import { expect, request, test } from "@playwright/test";
import { ADMIN, STAFF } from "./accounts.ts";
import { expectPageAccessible, pageReady } from "./helpers.ts";
import { SiteDb } from "./site-db.ts";
import { signedInContext } from "./staff-session.ts";

async function jpeg(width: number, height: number, hue: number, owner = ""): Promise<Buffer> {
  const image = sharp({
    create: { width, height, channels: 3, background: { r: hue, g: 120, b: 255 - hue } },
  });
  return (owner ? image.withExif({ IFD0: { Artist: owner } }) : image).jpeg().toBuffer();
}

test("staff upload several images with progress, describe one, and find it in the library", async ({
  browser,
}) => {
  const context = await signedInContext(browser, STAFF);
  const page = await context.newPage();
  await page.goto("/admin/library");
  await pageReady(page);
  await expectPageAccessible(page);
  const stamp = Date.now().toString(36);
  const files = await Promise.all(
    [40, 120, 200].map(async (hue, i) => ({
      name: `ภาพกิจกรรม ${stamp} ${i + 1}.jpg`,
      mimeType: "image/jpeg",
      buffer: await jpeg(1400 + i * 10, 900, hue),
    })),
  );
  files.push({
    name: `ไม่ใช่ภาพ ${stamp}.jpg`,
    mimeType: "image/jpeg",
    buffer: Buffer.from("#!/bin/sh\necho hi\n".repeat(8)),
  });
  await page.getByLabel("เลือกไฟล์").setInputFiles(files);
  const list = page.locator(".upload-list li");
  await expect(list).toHaveCount(4);
  for (let i = 0; i < 3; i++) {
    await expect(list.nth(i).getByRole("progressbar")).toBeVisible();
    await expect(list.nth(i)).toContainText("เสร็จแล้ว", { timeout: 60_000 });
  }
  await expect(list.nth(3)).toContainText("ไม่สำเร็จ");
  await expect(list.nth(3)).toContainText("ไฟล์นี้ไม่ใช่ชนิดที่รองรับ");
  await expect(page.getByRole("status").filter({ hasText: "เสร็จแล้ว 3 ไฟล์" })).toBeAttached();

  await page.getByLabel("ค้นหาชื่อไฟล์ ข้อความแทนภาพ หรือคำบรรยาย").fill(stamp);
  await page.getByRole("button", { name: "ค้นหา" }).click();
  await expect(page.getByRole("status").filter({ hasText: "พบ 3 ไฟล์" })).toBeVisible();
  await page.getByRole("link", { name: new RegExp(`ภาพกิจกรรม ${stamp} 1`) }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`ภาพกิจกรรม ${stamp} 1.jpg`);
  await expectPageAccessible(page);
  await page.getByLabel("ข้อความแทนภาพ (alt)").fill("เจ้าหน้าที่ตรวจวัดความดันให้ผู้สูงอายุที่ศาลาหมู่บ้าน");
  await page.getByLabel("จากซ้าย (%)").fill("30");
  await page.getByRole("button", { name: "บันทึกรายละเอียด" }).click();
  await expect(page.getByRole("status").filter({ hasText: "บันทึกรายละเอียดแล้ว" })).toBeVisible();
  await expect(page.getByText("ยังไม่ได้ใช้ในเนื้อหาใด")).toBeVisible();
  await expect(
    page.getByRole("heading", { name: "ลบไฟล์" }),
    "general users cannot delete",
  ).toHaveCount(0);

  await page.goto(`/admin/library?view=list&q=${encodeURIComponent("ตรวจวัดความดัน")}`);
  await expect(
    page.getByRole("cell", { name: "เจ้าหน้าที่ตรวจวัดความดันให้ผู้สูงอายุที่ศาลาหมู่บ้าน" }),
  ).toBeVisible();
  await context.close();
});

test("a file in use cannot be deleted; media is served immutable, by range, with Thai names", async ({
  browser,
}) => {
  const context = await signedInContext(browser, ADMIN);
  const page = await context.newPage();
  await page.goto("/admin/library?kind=document");
  await page.locator(".library-card").first().click();
  await expect(page.getByRole("heading", { name: "ใช้อยู่ในเนื้อหา" })).toBeVisible();
  await expect(page.getByText("ลบไม่ได้ขณะที่ไฟล์ยังถูกใช้อยู่")).toBeVisible();
  const download = await page.getByRole("link", { name: "ดาวน์โหลดไฟล์ต้นฉบับ" }).getAttribute("href");
  const pdf = await context.request.get(download!);
  expect(pdf.headers()["content-disposition"]).toMatch(
    /^attachment; filename="[^"]+"; filename\*=UTF-8''%E0%B[89]/,
  );
  expect(pdf.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");

  await page.goto("/admin/library?kind=video");
  await page.locator(".library-card").first().click();
  const video = await page.getByRole("link", { name: "ดาวน์โหลดไฟล์ต้นฉบับ" }).getAttribute("href");
  const part = await context.request.get(video!, { headers: { Range: "bytes=0-99" } });
  expect(part.status()).toBe(206);
  expect(part.headers()["content-range"]).toMatch(/^bytes 0-99\/\d+$/);
  expect((await part.body()).length).toBe(100);
  await context.close();
});

test("an uploaded image with alt text becomes an article's cover, served as AVIF and WebP", async ({
  browser,
}) => {
  const admin = await signedInContext(browser, ADMIN);
  const page = await admin.newPage();
  await page.goto("/admin/library");
  await pageReady(page);
  const stamp = Date.now().toString(36);
  await page.getByLabel("เลือกไฟล์").setInputFiles({
    name: `ปกข่าว ${stamp}.jpg`,
    mimeType: "image/jpeg",
    buffer: await jpeg(2000, 1200, 90, `owner-${stamp}`),
  });
  await expect(page.locator(".upload-list li").first()).toContainText("เสร็จแล้ว", {
    timeout: 60_000,
  });
  await page
    .getByRole("link", { name: new RegExp(`ปกข่าว ${stamp}`) })
    .first()
    .click();
  const alt = `ภาพปกข่าวทดสอบ ${stamp}`;
  await page.getByLabel("ข้อความแทนภาพ (alt)").fill(alt);
  await page.getByRole("button", { name: "บันทึกรายละเอียด" }).click();
  await expect(page.getByRole("status").filter({ hasText: "บันทึกรายละเอียดแล้ว" })).toBeVisible();
  // Staff download the file as uploaded, camera metadata and all; no one else gets the original.
  const staffOriginal = await admin.request.get(
    (await page.getByRole("link", { name: "ดาวน์โหลดไฟล์ต้นฉบับ" }).getAttribute("href"))!,
  );
  expect(staffOriginal.headers()["cache-control"]).toBe("private, no-store");
  expect(staffOriginal.headers()["content-disposition"]).toMatch(/^attachment; /);
  expect(
    (await sharp(await staffOriginal.body()).metadata()).exif?.includes(`owner-${stamp}`),
  ).toBe(true);
  const db = new SiteDb();
  const key = db.get<{ key: string }>(
    "select storage_key as key from media where original_name = ?",
    `ปกข่าว ${stamp}.jpg`,
  )!.key;
  db.close();
  const reader = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  const publicOriginal = await reader.get(`/media/${key}`);
  expect(publicOriginal.url()).toMatch(/-\d+\.jpg$/);
  expect((await sharp(await publicOriginal.body()).metadata()).exif).toBeUndefined();
  await reader.dispose();

  await page.goto("/admin/write/news_knowledge");
  await pageReady(page);
  const title = `ข่าวมีภาพปก ${stamp}`;
  await page.getByLabel("หัวข้อข่าว").fill(title);
  await page
    .getByRole("group", { name: "ภาพปก" })
    .getByRole("button", { name: "เลือกภาพ…" })
    .click();
  const picker = page.getByRole("dialog", { name: "ภาพปก" });
  await picker.getByLabel("ค้นหาภาพในคลังสื่อ").fill(stamp);
  await picker.getByRole("button", { name: "ค้นหา" }).click();
  await picker.getByRole("button", { name: new RegExp(`ปกข่าว ${stamp}`) }).click();
  await expect(page.locator(".media-choice-preview")).toContainText(alt);
  await page.getByRole("button", { name: "บันทึกฉบับร่าง" }).click();
  await expect(page).toHaveURL(/saved=save/);
  await pageReady(page);
  await page.getByRole("button", { name: "บันทึกและเผยแพร่" }).click();
  await expect(
    page.getByRole("main").getByRole("status").filter({ hasText: "บันทึกและเผยแพร่แล้ว" }),
  ).toBeVisible();
  await page.goto("/admin/library?q=" + encodeURIComponent(stamp));
  await page
    .getByRole("link", { name: new RegExp(`ปกข่าว ${stamp}`) })
    .first()
    .click();
  await expect(page.getByText(`${title} (ข่าวสาร, ภาพปก)`)).toBeVisible();
  await admin.close();

  const visitor = await browser.newPage();
  await visitor.goto("/news/knowledge");
  await visitor.getByRole("link", { name: title }).click();
  const cover = visitor.locator("article picture").first();
  await expect(cover.locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /-320\.avif 320w, .*-1920\.avif 1920w/,
  );
  await expect(cover.locator('source[type="image/webp"]')).toHaveAttribute(
    "srcset",
    /-960\.webp 960w/,
  );
  await expect(cover.locator("img")).toHaveAttribute("alt", alt);
  await expect(cover.locator("img")).toHaveAttribute("width", "2000");
  await visitor.close();
});

test("public pages offer AVIF and WebP through srcset with sizes and dimensions", async ({
  page,
}) => {
  await page.goto("/gallery");
  const picture = page.locator(".card picture").first();
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute(
    "srcset",
    /\.avif 320w/,
  );
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute(
    "srcset",
    /\.webp 320w/,
  );
  const img = picture.locator("img");
  await expect(img).toHaveAttribute("width", /\d+/);
  await expect(img).toHaveAttribute("sizes", /.+/);
  const current = await img.evaluate((el: HTMLImageElement) => el.currentSrc);
  expect(current).toMatch(/\.avif$/);
});
