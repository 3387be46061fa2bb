import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { ADMIN } from "./accounts.ts";
import { expectPageAccessible, pageReady } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

// Other specs read the home page, footer and contact page at the same time: this spec keeps every
// home section shown and a phone number listed, and puts the settings back as it found them.

const NEW_PHONE = "0 4399 1122";
const FORM = "form.settings-form";

async function formFields(page: Page): Promise<[string, string][]> {
  return page
    .locator(FORM)
    .evaluate((form) =>
      [...new FormData(form as HTMLFormElement)].map(([name, value]) => [name, String(value)]),
    );
}

async function postForm(context: BrowserContext, fields: [string, string][]) {
  return context.request.post("/admin/settings", {
    headers: {
      Origin: process.env.E2E_BASE_URL!,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    data: new URLSearchParams(fields).toString(),
  });
}

const homeRow = (page: Page, label: string) =>
  page.getByRole("group", { name: label, exact: true });

test("an administrator changes the phone and the home sections; the public pages show it at once", async ({
  browser,
}) => {
  const admin = await signedInContext(browser, ADMIN);
  const page = await admin.newPage();
  await page.goto("/admin/settings");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("ตั้งค่าเว็บไซต์");
  await expectPageAccessible(page);
  const original = await formFields(page);
  try {
    const logo = page.getByLabel("โลโก้");
    await logo.selectOption({ index: 1 });
    const option = (await logo.locator("option:checked").textContent())!;
    const logoAlt = option.slice(option.indexOf(" — ") + 3);
    await page.getByLabel("เบอร์ที่ 1").fill(NEW_PHONE);
    await homeRow(page, "ข่าวสาร").getByLabel("ลำดับ").fill("7");
    await homeRow(page, "ข่าวสาร").getByLabel("จำนวนรายการ").fill("2");
    await homeRow(page, "คำถามที่พบบ่อย").getByLabel("ลำดับ").fill("1");
    await page.getByRole("button", { name: "บันทึกการตั้งค่า" }).click();
    await expect(page.getByRole("status")).toContainText("บันทึกการตั้งค่าเว็บไซต์แล้ว");
    await expect(page.getByRole("status")).toContainText("โลโก้, เบอร์โทรศัพท์, หมวดบนหน้าแรก");
    await expect(homeRow(page, "ข่าวสาร").getByLabel("ลำดับ")).toHaveValue("6");

    const visitor = await browser.newContext();
    const site = await visitor.newPage();
    await site.goto("/");
    const brand = site.locator(".brand img");
    await expect(brand).toHaveAttribute("src", /^\/media\//);
    await expect(brand).toHaveAttribute("alt", logoAlt);
    await expect(brand).toHaveAttribute("height", "44");
    await expect(site.locator("section.home-section h2")).toHaveText([
      "คำถามที่พบบ่อย",
      "มัลติมีเดีย",
      "อินโฟกราฟิก",
      "แกลเลอรี",
      "ประกาศทั่วไป",
      "ข่าวสาร",
    ]);
    const news = site.locator("section.home-section", {
      has: site.getByRole("heading", { name: "ข่าวสาร", exact: true }),
    });
    await expect(news.locator(".card")).toHaveCount(2);
    await expect(site.locator(".site-footer").getByRole("link", { name: NEW_PHONE })).toBeVisible();
    await site.goto("/contact");
    await expect(site.locator(".contact-details")).toContainText(NEW_PHONE);
    await visitor.close();
  } finally {
    expect((await postForm(admin, original)).status()).toBe(200);
  }
  await page.goto("/admin/settings");
  expect(await formFields(page)).toEqual(original);
  await admin.close();
});

test("without JavaScript, a wrong e-mail is shown beside its field and nothing typed is lost", async ({
  browser,
}) => {
  const context = await signedInContext(browser, ADMIN, { javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/admin/settings");
  const tagline = await page.getByLabel("คำอธิบายเว็บไซต์").inputValue();
  await page.getByLabel("คำอธิบายเว็บไซต์").fill("คำอธิบายที่พิมพ์ไว้ต้องไม่หาย");
  await page.getByLabel("เบอร์ที่ 2").fill("0 4321 0000");
  await page.getByLabel("อีเมล").fill("saraban-at-example");
  await page.getByRole("button", { name: "บันทึกการตั้งค่า" }).click();

  await expect(page.getByRole("alert")).toHaveText(/บันทึกไม่สำเร็จ กรุณาแก้ไขข้อมูลที่ระบุ/);
  const email = page.getByLabel("อีเมล");
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await expect(email).toHaveAccessibleDescription(/รูปแบบอีเมลไม่ถูกต้อง/);
  await expect(page.locator("#field-email-error")).toHaveText(/รูปแบบอีเมลไม่ถูกต้อง/);
  await expect(email).toHaveValue("saraban-at-example");
  await expect(page.getByLabel("คำอธิบายเว็บไซต์")).toHaveValue("คำอธิบายที่พิมพ์ไว้ต้องไม่หาย");
  await expect(page.getByLabel("เบอร์ที่ 2")).toHaveValue("0 4321 0000");

  await page.goto("/admin/settings");
  await expect(page.getByLabel("คำอธิบายเว็บไซต์")).toHaveValue(tagline);
  await context.close();
});

test("the settings form can be used with the keyboard alone", async ({ browser }) => {
  const admin = await signedInContext(browser, ADMIN);
  const page = await admin.newPage();
  await page.goto("/admin/settings");
  await pageReady(page);

  await page.getByLabel("ชื่อหน่วยงาน", { exact: true }).focus();
  await page.keyboard.press("Tab");
  await expect(page.getByLabel("ชื่อหน่วยงานภาษาอังกฤษ")).toBeFocused();

  const shown = homeRow(page, "แกลเลอรี").getByRole("checkbox", { name: "แสดงบนหน้าแรก" });
  await shown.focus();
  await page.keyboard.press("Space");
  await expect(shown).not.toBeChecked();
  await page.keyboard.press("Tab");
  await expect(homeRow(page, "แกลเลอรี").getByLabel("ลำดับ")).toBeFocused();

  await page.getByLabel("ประกาศความเป็นส่วนตัว").focus();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "บันทึกการตั้งค่า" })).toBeFocused();

  const email = page.getByLabel("อีเมล");
  await email.focus();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type("ไม่ใช่อีเมล");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("alert")).toHaveText(/บันทึกไม่สำเร็จ/);
  await expect(email).toBeFocused();
  await expect(email).toHaveAccessibleDescription(/รูปแบบอีเมลไม่ถูกต้อง/);
  await expect(shown).not.toBeChecked();
  await expectPageAccessible(page);
  await admin.close();
});
