import { expect, test, type Page } from "@playwright/test";
import { keepWordsWhole } from "../../app/lib/whole-words.server.ts";
import { ADMIN, REMEMBER, STAFF } from "./accounts.ts";
import { pageReady } from "./helpers.ts";
import { SiteDb } from "./site-db.ts";

type Account = { username: string; password: string };

async function fillSignIn(page: Page, account: Account, scope = page.locator("body")) {
  await scope.getByLabel("ชื่อผู้ใช้", { exact: true }).fill(account.username);
  await scope.getByLabel("รหัสผ่าน", { exact: true }).fill(account.password);
}

async function signInByPage(page: Page, account: Account) {
  await page.goto("/signin");
  await pageReady(page);
  await fillSignIn(page, account);
  await page.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

test("an anonymous visitor is sent to sign in and comes back to the page they asked for", async ({
  page,
}) => {
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/signin\?next=%2Fadmin%2Fdashboard$/);
  await pageReady(page);
  await expect(page.getByRole("tab", { name: "เข้าสู่ระบบ" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await expect(page.getByRole("tab", { name: "ลงทะเบียน" })).toBeDisabled();
  await expect(page.getByText("บัญชีผู้ใช้สร้างโดยผู้ดูแลระบบเท่านั้น", { exact: false })).toBeVisible();
  await fillSignIn(page, ADMIN);
  await page.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click();
  await expect(page.getByRole("status").filter({ hasText: "เข้าสู่ระบบสำเร็จ" })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("แดชบอร์ด");
  await expect(page.getByText("ผู้ดูแลระบบ", { exact: true })).toBeVisible();
});

test("wrong credentials: a Thai toast, the page stays, nothing reveals whether the user exists", async ({
  page,
}) => {
  await page.goto("/signin");
  await pageReady(page);
  await fillSignIn(page, { username: "nobody.here", password: "ไม่ใช่รหัสผ่านจริง 123" });
  await page.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click();
  // In a polite toast, and in the form itself: a toast is never the only carrier of an error.
  await expect(page.getByRole("status").filter({ hasText: "ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง" })).toBeVisible();
  await expect(page).toHaveURL(/\/signin$/);
});

test("empty fields are marked and nothing is sent", async ({ page }) => {
  await page.goto("/signin");
  await pageReady(page);
  const posts: string[] = [];
  page.on("request", (r) => r.method() === "POST" && posts.push(r.url()));
  await page.getByLabel("ชื่อผู้ใช้", { exact: true }).fill("   ");
  await page.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click();
  await expect(page.getByLabel("ชื่อผู้ใช้", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByLabel("รหัสผ่าน", { exact: true })).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("กรุณากรอกชื่อผู้ใช้")).toBeVisible();
  await expect(page.getByText("กรุณากรอกรหัสผ่าน")).toBeVisible();
  await expect(page.getByLabel("ชื่อผู้ใช้", { exact: true })).toBeFocused();
  expect(posts).toEqual([]);
});

test("the password can be shown and hidden", async ({ page }) => {
  await page.goto("/signin");
  await pageReady(page);
  const password = page.getByLabel("รหัสผ่าน", { exact: true });
  await expect(password).toHaveAttribute("type", "password");
  await page.getByRole("button", { name: keepWordsWhole("แสดงรหัสผ่าน") }).click();
  await expect(password).toHaveAttribute("type", "text");
  await page.getByRole("button", { name: keepWordsWhole("ซ่อนรหัสผ่าน") }).click();
  await expect(password).toHaveAttribute("type", "password");
});

/** The staff sign-in box, opened from the link on the public page loaded. */
async function openSignInBox(page: Page) {
  await pageReady(page);
  await page.getByRole("link", { name: "เจ้าหน้าที่เข้าสู่ระบบ" }).click();
  const modal = page.getByRole("dialog", { name: keepWordsWhole("เข้าสู่ระบบสำหรับเจ้าหน้าที่") });
  await expect(modal).toBeVisible();
  return modal;
}

test("a reader who opens the sign-in box and closes it is left on the page as it was", async ({
  page,
}) => {
  await page.goto("/news?page=1");
  const modal = await openSignInBox(page);
  await page.keyboard.press("Escape");
  await expect(modal).toBeHidden();
  await expect(page.getByRole("link", { name: "เจ้าหน้าที่เข้าสู่ระบบ" })).toBeFocused();
  expect(new URL(page.url()).search).toBe("?page=1");
  await page.reload();
  await pageReady(page);
  await expect(modal).toBeHidden();
});

test("sign in through the modal on a public page; a wrong password keeps it open", async ({
  page,
}) => {
  await page.goto("/news");
  const modal = await openSignInBox(page);
  await fillSignIn(page, { username: STAFF.username, password: "รหัสผ่านผิดแน่นอน 99" }, modal);
  await modal.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click();
  await expect(page.getByRole("alert").filter({ hasText: "ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง" })).toBeVisible();
  await expect(modal).toBeVisible();
  await modal.getByLabel("รหัสผ่าน", { exact: true }).fill(STAFF.password);
  await modal.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test("signing in works without JavaScript", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/signin");
  await fillSignIn(page, { username: ADMIN.username, password: "ผิด ๆ ไม่ใช่รหัส 1" });
  await page.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click();
  await expect(page.getByRole("alert")).toHaveText(/ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง/);
  await fillSignIn(page, ADMIN);
  await page.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await context.close();
});

test("remember keeps only the username and fills it next time", async ({ page }) => {
  await page.goto("/signin");
  await pageReady(page);
  await fillSignIn(page, REMEMBER);
  await page.getByLabel("จดจำชื่อผู้ใช้").check();
  await page.getByRole("button", { name: "เข้าสู่ระบบ", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
  expect(stored).toContain(REMEMBER.username);
  expect(stored).not.toContain(REMEMBER.password);
  await page.context().clearCookies();
  await page.goto("/signin");
  await pageReady(page);
  await expect(page.getByLabel("ชื่อผู้ใช้", { exact: true })).toHaveValue(REMEMBER.username);
  await expect(page.getByLabel("จดจำชื่อผู้ใช้")).toBeChecked();
});

test("the staff strip, and sign-out with confirmation", async ({ page }) => {
  await signInByPage(page, STAFF);
  await page.goto("/");
  await pageReady(page);
  const strip = page.getByRole("region", { name: "แถบเจ้าหน้าที่" });
  // The strip's code loads apart from the page's and may come to life a moment after it.
  await expect(strip).toHaveAttribute("data-hydrated", "true");
  await expect(strip).toContainText("ผู้ใช้ทั่วไป");
  await expect(strip).toContainText(`${STAFF.firstName} ${STAFF.lastName}`);
  expect((await strip.boundingBox())?.height).toBe(30);
  await expect(strip.getByRole("link", { name: "ระบบหลังบ้าน" })).toHaveAttribute(
    "href",
    "/admin/dashboard",
  );
  await strip.getByRole("link", { name: "ออกจากระบบ" }).click();
  const confirm = page.getByRole("dialog", { name: "ต้องการออกจากระบบใช่หรือไม่" });
  await confirm.getByRole("button", { name: "ยกเลิก" }).click();
  await expect(confirm).toBeHidden();
  await expect(strip).toBeVisible();
  await strip.getByRole("link", { name: "ออกจากระบบ" }).click();
  await confirm.getByRole("button", { name: "ยืนยันออกจากระบบ" }).click();
  await expect(page.getByRole("status").filter({ hasText: "ออกจากระบบเรียบร้อยแล้ว" })).toBeVisible();
  await expect(strip).toBeHidden();
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/signin\?next=/);
});

test("an expired session is noticed within 10 seconds and the visitor signs in again", async ({
  page,
}) => {
  await page.clock.install();
  await signInByPage(page, ADMIN);
  // The address changes before the dashboard renders; the watch starts with the rendered layout.
  await expect(page.getByRole("heading", { level: 1, name: "แดชบอร์ด" })).toBeVisible();
  const cookie = (await page.context().cookies()).find((c) => c.name === "session")!;
  const id = (await import("node:crypto")).createHash("sha256").update(cookie.value).digest("hex");
  const db = new SiteDb();
  db.run(
    "update sessions set expires_at = ? where id = ?",
    new Date(Date.now() - 1000).toISOString(),
    id,
  );
  db.close();
  await page.clock.runFor(10_000);
  // Said by a toast and by the sign-in page itself.
  await expect(
    page.getByRole("status").filter({ hasText: "เซสชันหมดอายุ กรุณาเข้าสู่ระบบใหม่" }).first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/signin\?expired=1/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/signin\?next=/);
  const audit = new SiteDb();
  const expiries = audit.count(
    "select count(*) as n from audit_log where action = 'session-expired' and username = ?",
    ADMIN.username,
  );
  audit.close();
  expect(expiries).toBeGreaterThanOrEqual(1);
});

test("hostile input to the sign-in and password forms gets a 4xx, never a 500", async ({
  request,
}) => {
  const origin = { Origin: process.env.E2E_BASE_URL! };
  const hostile = [
    "x".repeat(100_000),
    "<script>alert(1)</script>",
    "\u0000\u0007\u001b[31m",
    "' or 1=1 --",
    "ผู้ใช้\u200b\u202e",
  ];
  for (const value of hostile) {
    for (const [url, form] of [
      ["/signin", { username: value, password: value }],
      [
        "/setup/not-a-token",
        { username: value, firstName: value, lastName: value, password: value },
      ],
      ["/set-password/not-a-token", { newPassword: value, confirmPassword: value }],
    ] as const) {
      const response = await request.post(url, { form, headers: origin, maxRedirects: 0 });
      expect(response.status(), `${url} with ${value.slice(0, 20)}`).toBeGreaterThanOrEqual(400);
      expect(response.status(), `${url} with ${value.slice(0, 20)}`).toBeLessThan(500);
      expect(await response.text()).not.toContain("<script>alert(1)</script>");
    }
  }
});

test("a cross-site form post is refused", async ({ request }) => {
  const response = await request.post("/signin", {
    headers: { Origin: "https://attacker.example" },
    form: { username: ADMIN.username, password: ADMIN.password },
  });
  expect(response.status()).toBe(403);
});
