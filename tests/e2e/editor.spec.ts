import { expect, test } from "@playwright/test";
import { ADMIN, STAFF } from "./accounts.ts";
import {
  draftAnnouncement,
  expectPageAccessible,
  holdPosts,
  pageReady,
  submitAndWait,
} from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

test("a general user writes a news item with a cover, submits it; an administrator publishes it", async ({
  browser,
}) => {
  const title = `ข่าวทดสอบ รณรงค์ล้างมือ ${Date.now().toString(36)}`;
  const staff = await signedInContext(browser, STAFF);
  const page = await staff.newPage();
  await page.goto("/admin/write/news_health");
  await pageReady(page);
  await expectPageAccessible(page);
  await page.getByLabel("หัวข้อข่าว").fill(title);
  await expect(page.getByLabel("ชื่อในลิงก์ (slug)")).toHaveValue(/^ข่าวทดสอบ-รณรงค์ล้างมือ-/);
  await page.getByLabel("สรุปสั้น ๆ").fill("ชวนประชาชนล้างมือให้ถูกวิธีเพื่อป้องกันโรค");
  // Keywords as people type them: spaces, a repeat, a Thai comma; kept clean and once each.
  const tag = `handwash${Date.now().toString(36)}`;
  await page.getByLabel("ผู้เขียนหรือแหล่งที่มา").fill("กลุ่มงานควบคุมโรคติดต่อ");
  await page.getByLabel("คำสำคัญ", { exact: true }).fill(` ล้างมือ ,${tag},, ล้างมือ，สุขอนามัย `);
  const cover = page.getByRole("group", { name: "ภาพปก" });
  await cover.getByRole("button", { name: "เลือกภาพ…" }).click();
  const picker = page.getByRole("dialog", { name: "ภาพปก" });
  const described = picker
    .locator(".media-picker-tile")
    .filter({ hasNotText: "ยังไม่มีข้อความแทนภาพ" })
    .first();
  const coverAlt = await described.locator(".hint").innerText();
  await described.click();
  await expect(picker).toBeHidden();
  await expect(cover.locator(".media-choice-preview")).toContainText(coverAlt.replace(/…$/, ""));
  const body = page.getByRole("textbox", { name: "เนื้อหา" });
  await body.click();
  await page.keyboard.type("ล้างมือด้วยสบู่อย่างน้อย 20 วินาที");
  await page.getByRole("button", { name: "ตัวหนา" }).click();
  // Tiptap hands focus back to the text on the next animation frame.
  await expect(body).toBeFocused();
  await page.keyboard.type(" ทุกครั้ง");
  await page.getByRole("button", { name: "บันทึกฉบับร่าง" }).click();
  await expect(page).toHaveURL(/\/admin\/write\/news_health\/\d+\?saved=save$/);
  await expect(
    page.getByRole("main").getByRole("status").filter({ hasText: "บันทึกฉบับร่างแล้ว" }),
  ).toBeVisible();
  await expect(page.getByLabel("คำสำคัญ", { exact: true })).toHaveValue(`ล้างมือ, ${tag}, สุขอนามัย`);
  const editUrl = page.url().replace(/\?.*$/, "");
  await pageReady(page);
  await page.getByRole("button", { name: "บันทึกและส่งตรวจ" }).click();
  await expect(
    page.getByRole("main").getByRole("status").filter({ hasText: "ส่งให้ผู้ดูแลระบบตรวจแล้ว" }),
  ).toBeVisible();
  await expect(page.getByText("สถานะ: รอตรวจ")).toBeVisible();
  await staff.close();

  const admin = await signedInContext(browser, ADMIN);
  const adminPage = await admin.newPage();
  await adminPage.goto(editUrl);
  await pageReady(adminPage);
  await expect(adminPage.getByRole("textbox", { name: "เนื้อหา" })).toContainText("ทุกครั้ง");
  await adminPage.getByRole("button", { name: "บันทึกและเผยแพร่" }).click();
  await expect(
    adminPage.getByRole("main").getByRole("status").filter({ hasText: "บันทึกและเผยแพร่แล้ว" }),
  ).toBeVisible();
  await admin.close();

  const visitor = await browser.newPage();
  await visitor.goto("/news/health");
  await expect(visitor.getByRole("link", { name: title })).toBeVisible();
  await visitor.goto("/");
  await expect(visitor.getByRole("link", { name: title })).toBeVisible();
  await visitor.getByRole("link", { name: title }).click();
  await expect(visitor.locator("article strong")).toHaveText("ทุกครั้ง");
  await expect(visitor.locator("article").getByText("โดย กลุ่มงานควบคุมโรคติดต่อ")).toBeVisible();
  const keywords = visitor.getByRole("navigation", { name: "คำสำคัญ" });
  await expect(keywords.getByRole("link")).toHaveText(["ล้างมือ", tag, "สุขอนามัย"]);
  await keywords.getByRole("link", { name: tag }).click();
  await expect(visitor).toHaveURL(new RegExp(`/search\\?title=${tag}$`));
  await expect(visitor.getByRole("link", { name: title })).toBeVisible();
  await visitor.close();
});

test("two people on one item see each other live; the second save gets the conflict, sees the other version and merges", async ({
  browser,
}) => {
  const admin = await signedInContext(browser, ADMIN);
  const first = await admin.newPage();
  await first.goto("/admin/write/announce_faq");
  await pageReady(first);
  await first
    .getByLabel("คำถาม", { exact: true })
    .fill(`คำถามทดสอบการชนกัน ${Date.now().toString(36)}`);
  await first.getByRole("button", { name: "บันทึกฉบับร่าง" }).click();
  await expect(first).toHaveURL(/saved=save/);
  const staff = await signedInContext(browser, STAFF);
  const second = await staff.newPage();
  await second.goto(first.url());
  await pageReady(second);
  await pageReady(first);
  await expect(first.getByRole("status").filter({ hasText: "กำลังเปิดเนื้อหานี้อยู่ด้วย" })).toContainText(
    `${STAFF.firstName} ${STAFF.lastName}`,
  );
  await expect(second.getByRole("status").filter({ hasText: "กำลังเปิดเนื้อหานี้อยู่ด้วย" })).toContainText(
    `${ADMIN.firstName} ${ADMIN.lastName}`,
  );
  await first.getByLabel("สรุปสั้น ๆ").fill("แก้โดยคนแรก");
  await submitAndWait(first, first.getByRole("button", { name: "บันทึกฉบับร่าง" }));
  await expect(
    first.getByRole("main").getByRole("status").filter({ hasText: "บันทึกฉบับร่างแล้ว" }),
  ).toBeVisible();
  await second.getByLabel("สรุปสั้น ๆ").fill("แก้โดยคนที่สอง");
  await second.getByRole("button", { name: "บันทึกฉบับร่าง" }).click();
  await expect(second.getByRole("alert")).toContainText("มีผู้อื่นบันทึกเนื้อหานี้ก่อนหน้าคุณ");
  const theirs = second.getByRole("region", { name: /ของ .* บันทึกเมื่อ/ });
  await expect(theirs).toContainText(`${ADMIN.firstName} ${ADMIN.lastName}`);
  await expect(theirs).toContainText("แก้โดยคนแรก");
  await expectPageAccessible(second);
  await theirs.getByRole("button", { name: "ใช้ข้อความของอีกฝ่ายในช่องสรุปสั้น ๆ" }).click();
  await expect(second.getByLabel("สรุปสั้น ๆ")).toHaveValue("แก้โดยคนแรก");
  await second.getByLabel("สรุปสั้น ๆ").fill("แก้โดยคนแรก และคนที่สอง");
  await submitAndWait(second, theirs.getByRole("button", { name: "บันทึกฉบับของฉันทับ" }));
  await expect(
    second.getByRole("main").getByRole("status").filter({ hasText: "บันทึกฉบับร่างแล้ว" }),
  ).toBeVisible();
  await first.reload();
  await expect(first.getByLabel("สรุปสั้น ๆ")).toHaveValue("แก้โดยคนแรก และคนที่สอง");
  await second.close();
  await expect(first.getByRole("status").filter({ hasText: "กำลังเปิดเนื้อหานี้อยู่ด้วย" })).toHaveCount(0);
  await staff.close();
  await admin.close();
});

test("an autosave says what it did in the status line, and the last save's notice gives way to it", async ({
  browser,
}) => {
  test.setTimeout(60_000);
  const admin = await signedInContext(browser, ADMIN);
  const page = await admin.newPage();
  const id = await draftAnnouncement(page, `ประกาศบันทึกอัตโนมัติ ${Date.now().toString(36)}`);
  await pageReady(page);
  const notice = page.getByRole("main").locator(".notice-success");
  await expect(notice).toHaveText("บันทึกฉบับร่างแล้ว");
  const status = page.getByRole("main").locator("p.hint[role=status]");
  await page.getByLabel("สรุปสั้น ๆ").fill("สรุปที่บันทึกเอง");
  await expect(status).toHaveText("บันทึกอัตโนมัติแล้ว", { timeout: 20_000 });
  await expect(notice).toBeHidden();

  // Someone else saves first: the next autosave reports the conflict, alone.
  const other = await admin.newPage();
  await other.goto(`/admin/write/announce_general/${id}`);
  await pageReady(other);
  await other.getByLabel("สรุปสั้น ๆ").fill("สรุปจากอีกแท็บ");
  await other.getByRole("button", { name: "บันทึกฉบับร่าง" }).click();
  await expect(other.getByRole("main").locator(".notice-success")).toHaveText("บันทึกฉบับร่างแล้ว");
  await page.getByLabel("สรุปสั้น ๆ").fill("สรุปที่ชนกับอีกแท็บ");
  await expect(
    page
      .getByRole("main")
      .getByText(/มีผู้อื่นบันทึก/)
      .first(),
  ).toBeVisible({
    timeout: 20_000,
  });
  await expect(notice).toBeHidden();
  await admin.close();
});

test("unsaved changes are kept when leaving the editor", async ({ browser }) => {
  const admin = await signedInContext(browser, ADMIN);
  const page = await admin.newPage();
  await page.goto("/admin/write/announce_faq");
  await pageReady(page);
  await page
    .getByLabel("คำถาม", { exact: true })
    .fill(`คำถามทดสอบการออกจากหน้า ${Date.now().toString(36)}`);
  await page.getByRole("button", { name: "บันทึกฉบับร่าง" }).click();
  await expect(page).toHaveURL(/saved=save/);
  const editUrl = page.url().replace(/\?.*$/, "");
  await pageReady(page);
  await page.getByLabel("สรุปสั้น ๆ").fill("พิมพ์แล้วออกจากหน้าทันที");
  await page.getByRole("link", { name: "‹ คำถามที่พบบ่อยทั้งหมด" }).click();
  await expect(page).toHaveURL(/\/admin\/announce\/faq$/);
  await expect(async () => {
    await page.goto(editUrl);
    await expect(page.getByLabel("สรุปสั้น ๆ")).toHaveValue("พิมพ์แล้วออกจากหน้าทันที", { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await admin.close();
});

test("leaving a new item's unsaved text asks first, by link, by keyboard and on closing the tab", async ({
  browser,
}) => {
  const admin = await signedInContext(browser, ADMIN);
  const page = await admin.newPage();
  await page.goto("/admin/write/announce_faq");
  await pageReady(page);
  const question = page.getByLabel("คำถาม", { exact: true });
  // Nothing typed yet: nothing to lose, no question.
  await page.getByRole("link", { name: "‹ คำถามที่พบบ่อยทั้งหมด" }).click();
  await expect(page).toHaveURL(/\/admin\/announce\/faq$/);
  await page.goBack();
  await pageReady(page);
  await question.fill("คำถามที่ยังไม่ได้บันทึก");

  const ask = page.getByRole("dialog", { name: "ออกจากหน้านี้หรือไม่" });
  await page.getByRole("link", { name: "‹ คำถามที่พบบ่อยทั้งหมด" }).click();
  await expect(ask).toBeVisible();
  await expect(ask).toHaveAccessibleDescription(/ยังไม่ได้บันทึก/);
  await expect(ask.getByRole("button", { name: "อยู่ต่อเพื่อบันทึก" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(ask).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/write\/announce_faq$/);
  await expect(question).toHaveValue("คำถามที่ยังไม่ได้บันทึก");
  await expectPageAccessible(page);

  await page.getByRole("link", { name: "‹ คำถามที่พบบ่อยทั้งหมด" }).click();
  await ask.getByRole("button", { name: "อยู่ต่อเพื่อบันทึก" }).click();
  await expect(question).toHaveValue("คำถามที่ยังไม่ได้บันทึก");
  // The browser asks on its own when the tab is closed or reloaded.
  const unload = page.waitForEvent("dialog");
  await page.close({ runBeforeUnload: true });
  const dialog = await unload;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.accept();

  const again = await admin.newPage();
  await again.goto("/admin/write/announce_faq");
  await pageReady(again);
  await again.getByLabel("คำถาม", { exact: true }).fill("ไม่เอาแล้ว");
  await again.getByRole("link", { name: "‹ คำถามที่พบบ่อยทั้งหมด" }).click();
  await again
    .getByRole("dialog", { name: "ออกจากหน้านี้หรือไม่" })
    .getByRole("button", { name: "ออกโดยไม่บันทึก" })
    .click();
  await expect(again).toHaveURL(/\/admin\/announce\/faq$/);
  await admin.close();
});

test("a new item's form takes no input and no second save while the save is on its way; a refusal gives it back", async ({
  browser,
}) => {
  const admin = await signedInContext(browser, ADMIN);
  const page = await admin.newPage();
  await page.goto("/admin/write/announce_faq");
  await pageReady(page);
  // Each save is held until the test lets it go.
  const { posts, release } = await holdPosts(page, /\/admin\/write\/announce_faq\.data/);
  const question = page.getByLabel("คำถาม", { exact: true });
  const save = page.getByRole("button", { name: "บันทึกฉบับร่าง" });
  const form = page.locator("form.editor-form");

  // Refused (no question): the form is given back with what was typed.
  await page.getByLabel("สรุปสั้น ๆ").fill("สรุปที่ต้องไม่หาย");
  await save.click();
  await expect(form).toHaveAttribute("aria-busy", "true");
  await expect(page.getByLabel("สรุปสั้น ๆ")).toBeDisabled();
  await expect(page.getByRole("main").getByRole("status").first()).toHaveText("กำลังบันทึก…");
  await release();
  await expect(page.getByRole("main").getByText("กรุณากรอกหัวข้อ").first()).toBeVisible();
  await expect(question).toBeEnabled();
  await expect(save).toBeFocused();
  await expect(page.getByLabel("สรุปสั้น ๆ")).toHaveValue("สรุปที่ต้องไม่หาย");

  // Saved: while on its way nothing can be typed or sent again; then the saved item's editor.
  await question.fill(`คำถามที่บันทึกครั้งเดียว ${Date.now().toString(36)}`);
  await save.click();
  await expect(question).toBeDisabled();
  await expect(save).toBeDisabled();
  await release();
  await expect(page).toHaveURL(/\/admin\/write\/announce_faq\/\d+\?saved=save$/);
  await expect(page.getByRole("heading", { level: 1, name: "แก้ไขคำถามที่พบบ่อย" })).toBeVisible();
  await expect(question).toBeEnabled();
  await expect(form).toHaveAttribute("aria-busy", "false");
  expect(posts()).toBe(2);
  await admin.close();
});

test("gallery photos are reordered by dragging and by keyboard", async ({ browser }) => {
  const admin = await signedInContext(browser, ADMIN);
  const page = await admin.newPage();
  await page.goto("/admin/write/media_gallery");
  await pageReady(page);
  const gallery = page.getByRole("group", { name: /ภาพในแกลเลอรี/ });
  for (const index of [0, 1]) {
    await gallery.getByRole("button", { name: "เพิ่มภาพ…" }).click();
    const picker = page.getByRole("dialog", { name: "เพิ่มภาพในแกลเลอรี" });
    await picker
      .locator(".media-picker-tile")
      .filter({ hasNotText: "ยังไม่มีข้อความแทนภาพ" })
      .first()
      .click();
    await expect(picker).toBeHidden();
    await expect(gallery.locator('input[name="photoIds"]')).toHaveCount(index + 1);
  }
  const order = () =>
    gallery
      .locator('input[name="photoIds"]')
      .evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value));
  const [first, second] = await order();
  const items = gallery.locator("li");
  // The drag events a pointer drag sends, with one DataTransfer as in a real drag.
  const transfer = await page.evaluateHandle(() => new DataTransfer());
  await items.nth(1).dispatchEvent("dragstart", { dataTransfer: transfer });
  await items.nth(0).dispatchEvent("dragover", { dataTransfer: transfer });
  await items.nth(0).dispatchEvent("drop", { dataTransfer: transfer });
  await items.nth(1).dispatchEvent("dragend", { dataTransfer: transfer });
  expect(await order()).toEqual([second, first]);
  await gallery
    .getByRole("button", { name: /^เลื่อนลง:/ })
    .first()
    .focus();
  await page.keyboard.press("Enter");
  expect(await order()).toEqual([first, second]);
  await admin.close();
});
