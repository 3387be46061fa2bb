import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { totpCode } from "../../app/domain/accounts/totp.server.ts";
import { keepWordsWhole } from "../../app/lib/whole-words.server.ts";
import { TWO_FACTOR } from "./accounts.ts";
import { pageReady } from "./helpers.ts";

// One account goes through the whole story: enable, sign out, sign in again in several ways.
test.describe.configure({ mode: "serial" });

const STEP_MS = 30_000;
let secret = "";
let recoveryCodes: string[] = [];
let lastStep = 0;

/** A code from the app the server has not seen yet (each 30-second step works once). */
async function freshCode(page: Page): Promise<string> {
  const step = Math.max(Math.floor(Date.now() / STEP_MS), lastStep + 1);
  // The server accepts the next step early; anything later needs the clock to catch up.
  while (step > Math.floor(Date.now() / STEP_MS) + 1) await page.waitForTimeout(1000);
  lastStep = step;
  return totpCode(secret, step * STEP_MS);
}

/** A well-formed code that is none of the three the server would accept now. */
function wrongCode(): string {
  const now = Date.now();
  const near = [-1, 0, 1, 2].map((k) => totpCode(secret, now + k * STEP_MS));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, "0");
    if (!near.includes(candidate)) return candidate;
  }
}

async function expectNoViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(", ")}`),
  ).toEqual([]);
}

async function submitPassword(scope: Locator) {
  await scope.getByLabel("ชื่อผู้ใช้", { exact: true }).fill(TWO_FACTOR.username);
  await scope.getByLabel("รหัสผ่าน", { exact: true }).fill(TWO_FACTOR.password);
  await scope.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click();
}

test("turn two-factor sign-in on from the account page and get recovery codes", async ({
  page,
}) => {
  await page.goto("/signin");
  await pageReady(page);
  await submitPassword(page.locator("main"));
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto("/admin/account/two-factor");
  await pageReady(page);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("การยืนยันตัวตนสองขั้นตอน");
  await expect(page.getByText("ยังไม่ได้เปิดใช้งาน")).toBeVisible();
  await page.getByRole("button", { name: "เริ่มตั้งค่า" }).click();

  await expect(page.getByRole("img", { name: "คิวอาร์โค้ดสำหรับเพิ่มบัญชีนี้ในแอปยืนยันตัวตน" })).toBeVisible();
  secret = (await page.locator(".two-factor-secret").innerText()).replace(/\s/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await page.getByText("ลิงก์ otpauth สำหรับแอป").click();
  const uri = new URL(await page.locator(".otpauth-uri").innerText());
  expect(uri.protocol).toBe("otpauth:");
  expect(decodeURIComponent(uri.pathname)).toMatch(new RegExp(`:${TWO_FACTOR.username}$`));
  expect(uri.searchParams.get("secret")).toBe(secret);
  expect(uri.searchParams.get("issuer")).toBeTruthy();
  await expectNoViolations(page);

  const code = page.getByLabel("รหัสยืนยัน 6 หลัก");
  await code.fill(wrongCode());
  await page.getByRole("button", { name: "ยืนยันและเปิดใช้งาน" }).click();
  await expect(page.getByText("รหัสยืนยันไม่ถูกต้อง")).toBeVisible();
  await code.fill(await freshCode(page));
  await page.getByRole("button", { name: "ยืนยันและเปิดใช้งาน" }).click();

  await expect(
    page.getByRole("status").filter({ hasText: "เปิดใช้การยืนยันตัวตนสองขั้นตอนแล้ว" }),
  ).toBeVisible();
  const codes = page.getByRole("region", { name: "รหัสสำรองของคุณ" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  recoveryCodes = await codes.allInnerTexts();
  for (const c of recoveryCodes) expect(c).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
  await expect(page.getByRole("link", { name: "ดาวน์โหลดเป็นไฟล์ข้อความ" })).toHaveAttribute(
    "download",
    "recovery-codes.txt",
  );
  await expect(page.getByText("เปิดใช้งานอยู่")).toBeVisible();
  await expectNoViolations(page);

  await page.getByRole("link", { name: "ออกจากระบบ" }).click();
  await page.getByRole("button", { name: "ยืนยันออกจากระบบ" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/signin\?next=/);
});

test("the sign-in page asks for the code; a wrong one is refused in Thai", async ({ page }) => {
  await page.goto("/signin");
  await pageReady(page);
  await submitPassword(page.locator("main"));
  const code = page.getByLabel("รหัสยืนยัน 6 หลัก");
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute("inputmode", "numeric");
  await expect(code).toHaveAttribute("autocomplete", "one-time-code");
  await expect(page).toHaveURL(/\/signin$/);
  await expectNoViolations(page);

  await code.fill(wrongCode());
  await page.getByRole("button", { name: "ยืนยัน", exact: true }).click();
  await expect(page.getByText("รหัสยืนยันไม่ถูกต้อง")).toBeVisible();
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expectNoViolations(page);

  await code.fill(await freshCode(page));
  await page.getByRole("button", { name: "ยืนยัน", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("the modal switches to the code step and takes a recovery code", async ({ page }) => {
  await page.goto("/news");
  await pageReady(page);
  await page.getByRole("link", { name: "เจ้าหน้าที่เข้าสู่ระบบ" }).click();
  const modal = page.getByRole("dialog", { name: keepWordsWhole("เข้าสู่ระบบสำหรับเจ้าหน้าที่") });
  await submitPassword(modal);
  await expect(modal.getByLabel("รหัสยืนยัน 6 หลัก")).toBeVisible();
  await modal.getByRole("button", { name: "ใช้รหัสสำรองแทน" }).click();
  const recovery = modal.getByLabel("รหัสสำรอง", { exact: true });
  await expect(recovery).toBeFocused();
  await recovery.fill(recoveryCodes[0]!);
  await modal.getByRole("button", { name: "ยืนยัน", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("without JavaScript the code step is a plain form, and a used recovery code is refused", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/signin");
  await submitPassword(page.locator("main"));
  await expect(page.getByLabel("รหัสยืนยัน 6 หลัก")).toBeVisible();
  await page.getByRole("button", { name: "ใช้รหัสสำรองแทน" }).click();
  const recovery = page.getByLabel("รหัสสำรอง", { exact: true });
  await recovery.fill(recoveryCodes[0]!);
  await page.getByRole("button", { name: "ยืนยัน", exact: true }).click();
  await expect(page.getByText("รหัสสำรองไม่ถูกต้องหรือถูกใช้ไปแล้ว")).toBeVisible();
  await page.getByLabel("รหัสสำรอง", { exact: true }).fill(recoveryCodes[1]!);
  await page.getByRole("button", { name: "ยืนยัน", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await context.close();
});
