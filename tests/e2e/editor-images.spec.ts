import sharp from "sharp";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { ADMIN, STAFF } from "./accounts.ts";
import { expectPageAccessible, pageReady, submitAndWait } from "./helpers.ts";
import { SiteDb } from "./site-db.ts";
import { signedInContext } from "./staff-session.ts";

// A new picture on every run: the library answers a file it already holds with the old record.
const jpeg = (hue: number) =>
  sharp({
    create: {
      width: 1200,
      height: 800,
      channels: 3,
      background: {
        r: hue,
        g: Math.floor(Math.random() * 256),
        b: Math.floor(Math.random() * 256),
      },
    },
  })
    .jpeg()
    .toBuffer();

const altOf = (name: string) => {
  const db = new SiteDb();
  try {
    return db.get<{ alt: string }>("select alt from media where original_name = ?", name)?.alt;
  } finally {
    db.close();
  }
};

/** HTML pasted into the text, as from another site. */
function pasteHtml(area: Locator, html: string) {
  return area.evaluate((target, markup) => {
    const data = new DataTransfer();
    data.setData("text/html", markup);
    target.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, html);
}

/** A file event as the browser sends it when an image is pasted or dropped on the text. */
async function sendFile(page: Page, type: "paste" | "drop", name: string, hue: number) {
  const bytes = [...(await jpeg(hue))];
  await page.locator(".rich-text-area").evaluate(
    (area, { type, name, bytes }) => {
      const data = new DataTransfer();
      data.items.add(new File([new Uint8Array(bytes)], name, { type: "image/jpeg" }));
      const box = area.getBoundingClientRect();
      const at = { clientX: box.left + 10, clientY: box.top + 10 };
      area.dispatchEvent(
        type === "paste"
          ? new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true })
          : new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true, ...at }),
      );
    },
    { type, name, bytes },
  );
}

test("a writer adds images without leaving the editor: upload with progress and alt text, paste, drop, the alt rule while writing", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const staff = await signedInContext(browser, STAFF);
  const page = await staff.newPage();
  await page.goto("/admin/write/news_health");
  await pageReady(page);
  await page.getByLabel("หัวข้อข่าว").fill(`ข่าวมีภาพในเนื้อหา ${stamp}`);
  const body = page.getByRole("textbox", { name: "เนื้อหา" });
  await expect(body).toHaveAccessibleDescription(/ทุกภาพต้องมีข้อความแทนภาพ/);
  await body.click();
  await page.keyboard.type("ภาพกิจกรรมรณรงค์");

  // The picker: the library's images as thumbnails, searchable, and a new upload.
  const insert = page.getByRole("button", { name: "แทรกภาพ" });
  await insert.click();
  const picker = page.getByRole("dialog", { name: "แทรกภาพในเนื้อหา" });
  await expect(picker.getByRole("status")).toContainText(/พบ \d+ ภาพ/);
  await expect(picker.locator(".media-picker-tile img").first()).toBeVisible();
  await expectPageAccessible(page);
  await picker.getByLabel("ค้นหาภาพในคลังสื่อ").fill("ไม่มีภาพชื่อนี้แน่นอน");
  await picker.getByRole("button", { name: "ค้นหา" }).click();
  await expect(picker.getByRole("status")).toHaveText(/^พบ 0 ภาพ/);

  const uploaded = `ภาพจากปุ่ม ${stamp}.jpg`;
  await picker
    .getByLabel("อัปโหลดภาพใหม่")
    .setInputFiles({ name: uploaded, mimeType: "image/jpeg", buffer: await jpeg(30) });
  await expect(picker.getByRole("progressbar", { name: `ความคืบหน้า ${uploaded}` })).toBeVisible();
  const use = picker.getByRole("button", { name: "ใช้ภาพนี้" });
  // The alt text is asked for while the file travels; the image is used once both are there.
  await expect(picker.getByRole("status")).toHaveText("เสร็จแล้ว", { timeout: 60_000 });
  await expect(use).toBeDisabled();
  await picker.getByLabel("ข้อความแทนภาพ (alt)").fill(`อาสาสมัครวัดความดันให้ผู้สูงอายุ ${stamp}`);
  await use.click();
  await expect(picker).toBeHidden();
  await expect(body.locator("img")).toHaveAttribute("alt", `อาสาสมัครวัดความดันให้ผู้สูงอายุ ${stamp}`);
  // Writing goes on after the image, in a new paragraph: the image is not replaced by the typing.
  await page.keyboard.type("ต่อจากภาพ");
  await expect(body.locator("img + p")).toHaveText("ต่อจากภาพ");
  await expect(body.locator("img")).toHaveCount(1);
  expect(altOf(uploaded), "the library keeps the alt text").toBe(
    `อาสาสมัครวัดความดันให้ผู้สูงอายุ ${stamp}`,
  );

  // Pasted and dropped images open the picker at their upload.
  await sendFile(page, "paste", `ภาพที่วาง ${stamp}.jpg`, 80);
  await expect(picker).toBeVisible();
  await picker.getByLabel("ข้อความแทนภาพ (alt)").fill(`ป้ายรณรงค์ล้างมือ ${stamp}`);
  await expect(use).toBeEnabled({ timeout: 60_000 });
  await use.click();
  await expect(body.locator("img")).toHaveCount(2);
  await sendFile(page, "drop", `ภาพที่ลากมา ${stamp}.jpg`, 130);
  await expect(picker).toBeVisible();
  await picker.getByLabel("ข้อความแทนภาพ (alt)").fill(`จุดตรวจคัดกรอง ${stamp}`);
  await expect(use).toBeEnabled({ timeout: 60_000 });
  await use.click();
  await expect(body.locator("img")).toHaveCount(3);
  expect(altOf(`ภาพที่ลากมา ${stamp}.jpg`)).toBe(`จุดตรวจคัดกรอง ${stamp}`);
  // The dropped image is not selected afterwards either: what comes next goes after it.
  await page.keyboard.type("ใต้ภาพที่ลากมา");
  await expect(body.locator("img")).toHaveCount(3);
  await expect(body.getByText("ใต้ภาพที่ลากมา")).toBeVisible();

  // An image without alt text (pasted from another site) is flagged while writing and fixed here.
  const src = await body.locator("img").first().getAttribute("src");
  await body.press("Control+End");
  await pasteHtml(body, `<p><img src="${src}"></p>`);
  const warning = page.getByRole("status").filter({ hasText: "ยังไม่มีข้อความแทนภาพ" });
  await expect(warning).toHaveText(/ภาพในเนื้อหา 1 ภาพยังไม่มีข้อความแทนภาพ/);
  await body.locator("img:not([alt]), img[alt='']").click();
  await page.getByLabel("ข้อความแทนภาพของภาพที่เลือก").fill("ภาพซ้ำจากเว็บอื่น");
  await expect(warning).toBeHidden();
  await expect(body.locator("img[alt='ภาพซ้ำจากเว็บอื่น']")).toHaveCount(1);
  await expect(body.locator("img")).toHaveCount(4);

  await page.getByRole("button", { name: "บันทึกฉบับร่าง" }).click();
  await expect(page).toHaveURL(/saved=save/);
  await expect(page.getByRole("textbox", { name: "เนื้อหา" }).locator("img")).toHaveCount(4);
  await staff.close();
});

test("a new item refused publishing for an image without alt text is saved once, on its own address, and says why", async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const admin = await signedInContext(browser, ADMIN);
  const page = await admin.newPage();
  const home = await (await page.request.get("/")).text();
  const src = /src="(\/media\/[\w/.-]+)"/.exec(home)![1]!;
  await page.goto("/admin/write/news_office");
  await pageReady(page);
  await page.getByLabel("หัวข้อข่าว").fill(`ข่าวภาพยังไม่มีคำอธิบาย ${stamp}`);
  const body = page.getByRole("textbox", { name: "เนื้อหา" });
  await body.click();
  await page.keyboard.type("ภาพจากเว็บอื่น");
  await pasteHtml(body, `<p><img src="${src}"></p>`);
  await expect(body.locator("img")).toHaveCount(1);

  await page.getByRole("button", { name: "บันทึกและเผยแพร่" }).click();
  await expect(page).toHaveURL(/\/admin\/write\/news_office\/\d+\?saved=save&refused=publish$/);
  const id = /\/(\d+)\?/.exec(page.url())![1]!;
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^แก้ไข/);
  await expect(page.getByRole("main").getByText(/^สถานะ:/)).toContainText("ฉบับร่าง");
  await expect(
    page.getByRole("alert").filter({ hasText: "บันทึกแล้ว แต่ภาพในเนื้อหา 1 ภาพ" }),
  ).toContainText("ยังไม่มีข้อความแทนภาพ");

  // Sent again from here, it is the same item.
  await submitAndWait(page, page.getByRole("button", { name: "บันทึกฉบับร่าง" }));
  await expect(page.getByRole("status").filter({ hasText: "บันทึกฉบับร่างแล้ว" }).first()).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/admin/write/news_office/${id}`);
  await admin.close();
});

test("a cover chosen in the picker: an image without alt text asks for it first, and publishing follows", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now().toString(36);
  const admin = await signedInContext(browser, ADMIN);
  const page = await admin.newPage();
  // An image uploaded to the library without a description.
  await page.goto("/admin/library");
  await pageReady(page);
  const name = `ปกไม่มีคำอธิบาย ${stamp}.jpg`;
  await page
    .getByLabel("เลือกไฟล์")
    .setInputFiles({ name, mimeType: "image/jpeg", buffer: await jpeg(200) });
  await expect(page.locator(".upload-list li").first()).toContainText("เสร็จแล้ว", {
    timeout: 60_000,
  });

  await page.goto("/admin/write/news_knowledge");
  await pageReady(page);
  await page.getByLabel("หัวข้อข่าว").fill(`ข่าวปกจากตัวเลือก ${stamp}`);
  const cover = page.getByRole("group", { name: "ภาพปก" });
  await cover.getByRole("button", { name: "เลือกภาพ…" }).click();
  const picker = page.getByRole("dialog", { name: "ภาพปก" });
  await picker.getByLabel("ค้นหาภาพในคลังสื่อ").fill(stamp);
  await picker.getByLabel("ค้นหาภาพในคลังสื่อ").press("Enter");
  await expect(picker.getByRole("status")).toHaveText(/^พบ 1 ภาพ/);
  await picker.getByRole("button", { name: new RegExp(`ปกไม่มีคำอธิบาย ${stamp}`) }).click();
  await picker.getByLabel("ข้อความแทนภาพ (alt)").fill(`ภาพปกข่าว ${stamp}`);
  await picker.getByRole("button", { name: "ใช้ภาพนี้" }).click();
  await expect(picker).toBeHidden();
  await expect(cover.getByRole("button", { name: "เปลี่ยนภาพ…" })).toBeFocused();
  await expect(cover).toContainText(`ภาพปกข่าว ${stamp}`);
  await page.getByRole("button", { name: "บันทึกฉบับร่าง" }).click();
  await expect(page).toHaveURL(/saved=save/);
  await pageReady(page);
  await expect(page.getByRole("group", { name: "ภาพปก" })).toContainText(`ภาพปกข่าว ${stamp}`);
  await page.getByRole("button", { name: "บันทึกและเผยแพร่" }).click();
  await expect(
    page.getByRole("main").getByRole("status").filter({ hasText: "บันทึกและเผยแพร่แล้ว" }),
  ).toBeVisible();
  await admin.close();
});

for (const width of [375, 1280]) {
  test(`the picker at ${width} px: every tile reachable, nothing wider than the screen`, async ({
    browser,
  }) => {
    const admin = await signedInContext(browser, ADMIN);
    const page = await admin.newPage();
    await page.setViewportSize({ width, height: 800 });
    await page.goto("/admin/write/media_gallery");
    await pageReady(page);
    const gallery = page.getByRole("group", { name: /ภาพในแกลเลอรี/ });
    await gallery.getByRole("button", { name: "เพิ่มภาพ…" }).click();
    const picker = page.getByRole("dialog", { name: "เพิ่มภาพในแกลเลอรี" });
    await expect(picker.locator(".media-picker-tile img").first()).toBeVisible();
    await expectPageAccessible(page);
    const overflow = await picker.evaluate((d) => d.scrollWidth - d.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // Enter on a tile adds it; focus returns to the button that opened the picker.
    const tile = picker.locator(".media-picker-tile").filter({ hasNotText: "ยังไม่มีข้อความแทนภาพ" });
    await tile.first().focus();
    await page.keyboard.press("Enter");
    await expect(picker).toBeHidden();
    await expect(gallery.locator('input[name="photoIds"]')).toHaveCount(1);
    await expect(gallery.getByRole("button", { name: "เพิ่มภาพ…" })).toBeFocused();
    await admin.close();
  });
}
