import { expect, test } from "@playwright/test";
import { expectPageAccessible, pageReady } from "./helpers.ts";

test("a visitor sends a message and gets a reference; empty fields are marked first", async ({
  page,
}) => {
  await page.goto("/contact");
  await pageReady(page);
  await expect(page.getByRole("region", { name: "ประกาศความเป็นส่วนตัว" })).toBeVisible();
  await expect(page.getByLabel(/มาตรา 26/)).toHaveCount(0);
  await page.getByRole("button", { name: "ส่งข้อความ" }).click();
  await expect(page.getByText("กรุณากรอกชื่อ-นามสกุล")).toBeVisible();
  await expect(page.getByText("กรุณาให้ความยินยอมก่อนส่งข้อความ")).toBeVisible();
  await expect(page.getByLabel("ชื่อ-นามสกุล", { exact: true })).toBeFocused();
  await expectPageAccessible(page);

  await page.getByLabel("ชื่อ-นามสกุล", { exact: true }).fill("สมชาย ทดสอบ");
  await page.getByLabel("เบอร์โทรศัพท์", { exact: true }).fill("081-234-5678");
  await page.getByLabel("หัวข้อ", { exact: true }).selectOption("สอบถามข้อมูลสุขภาพ");
  const health = page.getByLabel(/มาตรา 26/);
  await expect(health).toBeVisible();
  await page
    .getByLabel("ข้อความ", { exact: true })
    .fill(`อยากทราบวิธีดูแลผู้สูงอายุที่เป็นเบาหวาน ${Date.now()}`);
  await page.getByLabel(/ข้าพเจ้ายินยอมให้สำนักงาน/).check();
  await health.check();
  await page.getByRole("button", { name: "ส่งข้อความ" }).click();
  await expect(page).toHaveURL(/\/contact\?sent=C-[0-9A-Z]{8}#sent$/);
  const reference = /sent=(C-[0-9A-Z]{8})/.exec(page.url())![1]!;
  await expect(page.getByRole("status").filter({ hasText: "ส่งข้อความแล้ว" })).toContainText(
    reference,
  );
  await expect(page.getByLabel("ชื่อ-นามสกุล", { exact: true })).toHaveValue("");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, shows server messages beside fields and keeps what was typed", async ({
    page,
  }) => {
    await page.goto("/contact");
    await page.getByLabel("ชื่อ-นามสกุล", { exact: true }).fill("สมศรี ไม่มีสคริปต์");
    await page.getByLabel("อีเมล", { exact: true }).fill("ไม่ใช่อีเมล");
    await page.getByLabel("หัวข้อ", { exact: true }).selectOption("ข้อเสนอแนะ");
    await page.getByLabel("ข้อความ", { exact: true }).fill("ควรเพิ่มที่จอดรถสำหรับผู้พิการที่สำนักงาน");
    await page.getByLabel(/ข้าพเจ้ายินยอมให้สำนักงาน/).check();
    await page.getByRole("button", { name: "ส่งข้อความ" }).click();
    await expect(page.getByText("อีเมลไม่ถูกต้อง")).toBeVisible();
    await expect(page.getByLabel("ข้อความ", { exact: true })).toHaveValue(
      "ควรเพิ่มที่จอดรถสำหรับผู้พิการที่สำนักงาน",
    );
    await page.getByLabel("อีเมล", { exact: true }).fill("somsri@example.com");
    await page.getByLabel(/ข้าพเจ้ายินยอมให้สำนักงาน/).check();
    await page.getByRole("button", { name: "ส่งข้อความ" }).click();
    await expect(page.getByText("ส่งข้อความแล้ว")).toBeVisible();
  });
});

test("bots and oversized posts get a Thai 4xx, never a 500", async ({ request }) => {
  const origin = { Origin: process.env.E2E_BASE_URL! };
  const honeypot = await request.post("/contact", {
    headers: origin,
    form: {
      website: "spam",
      fullName: "บอท",
      topic: "อื่น ๆ",
      message: "x".repeat(20),
      consent: "yes",
    },
  });
  expect(honeypot.status()).toBe(400);
  const huge = await request.post("/contact", {
    headers: origin,
    form: { fullName: "บอท", message: "ก".repeat(1_000_000), consent: "yes" },
  });
  expect(huge.status()).toBe(413);
  expect(await huge.text()).toContain("ข้อความยาวเกินกว่าที่ระบบรับได้");
});
