import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { ADMIN, STAFF } from "./accounts.ts";
import { pageReady } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

// The self-check's groups and the information centre's sections are the whole site's: these tests
// change them one after the other and put the starter sets back, as other tests read the pages.
test.describe.configure({ mode: "serial" });

const SELF_CHECK = "/admin/ita/lists/self-check";
const CENTRE = "/admin/ita/lists/information-centre";

/** Puts the starter set back through the page's own form. */
async function restore(page: Page, path: string) {
  await page.goto(path);
  const section = page.getByRole("region", { name: "คืนค่าเริ่มต้น" });
  await section.getByLabel("ยืนยันการคืนค่าเริ่มต้น").check();
  await section.getByRole("button", { name: "คืนค่าเริ่มต้น" }).click();
  await expect(section.getByText(/เป็นชุดเริ่มต้นของระบบแล้ว/)).toBeVisible();
}

const save = (page: Page) => page.getByRole("button", { name: /^บันทึกหมวด/ }).click();

/**
 * From the self-check to its editor, where the second group is renamed, its FAQ entry ticked for
 * removal and an entry added in its first empty row.
 */
async function editServices(admin: Page, marker: string) {
  await admin.goto("/admin/ita/self-check");
  await admin.getByRole("link", { name: "แก้ไขหมวดและรายการที่ตรวจ" }).click();
  await expect(admin.getByRole("heading", { level: 1 })).toHaveText(
    "หมวดที่ตรวจตามมาตรฐานเว็บไซต์ภาครัฐ",
  );
  await pageReady(admin);
  const services = admin.getByRole("group", { name: "หมวดที่ 2: ข่าวสารและบริการ" });
  await services.getByLabel("ชื่อหมวด").fill(`บริการออนไลน์ ${marker}`);
  await services
    .getByRole("group", { name: "รายการที่ 2: คำถามที่พบบ่อย" })
    .getByLabel("นำรายการนี้ออก")
    .check();
  const added = services.getByRole("group", { name: "รายการใหม่ (ไม่บังคับ)" }).first();
  await added.getByLabel("ชื่อรายการ").fill(`ประกาศเจตนารมณ์ ${marker}`);
  await added
    .getByLabel("แหล่งข้อมูล")
    .selectOption({ label: "เอกสารของปีงบประมาณนี้ในหมวด: คุณธรรมและความโปร่งใส" });
}

test("a refused save of the self-check's groups keeps everything typed and lists the problem, linked to its field", async ({
  browser,
}) => {
  const marker = Date.now().toString(36);
  const context = await signedInContext(browser, ADMIN);
  const admin = await context.newPage();
  await editServices(admin, marker);
  // A position that is no number.
  const first = admin.getByRole("group", { name: "หมวดที่ 1: ข้อมูลหน่วยงาน" });
  await first.getByLabel("ลำดับของหมวด").fill("หนึ่ง");
  await save(admin);
  const summary = admin.getByRole("alert");
  await expect(summary).toContainText("ยังไม่ได้บันทึก มีข้อผิดพลาด 1 จุด");
  await expect(summary.getByRole("link")).toHaveText("หมวดที่ 1 (ลำดับ): ลำดับต้องเป็นตัวเลข 1 ถึง 999");
  await expect(summary).toBeFocused();
  await expect(summary.getByRole("link")).toHaveAttribute("href", "#field-g0-order");
  await expect(first.getByLabel("ลำดับของหมวด")).toHaveAccessibleDescription(
    /ลำดับต้องเป็นตัวเลข 1 ถึง 999$/,
  );
  const renamed = admin.getByRole("group", { name: `หมวดที่ 2: บริการออนไลน์ ${marker}` });
  await expect(renamed.getByLabel("ชื่อหมวด")).toHaveValue(`บริการออนไลน์ ${marker}`);
  await expect(
    renamed.getByRole("group", { name: /^รายการที่ 2:/ }).getByLabel("นำรายการนี้ออก"),
  ).toBeChecked();
  await expect(
    renamed.getByRole("group", { name: `รายการที่ 3: ประกาศเจตนารมณ์ ${marker}` }),
  ).toBeVisible();
  // The refused form where its problems are (the whole page is axe-checked in every view by
  // admin-accessibility.spec.ts).
  const refusedParts = await new AxeBuilder({ page: admin })
    .include(".error-summary")
    .include("#group-0")
    .include("#group-1")
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .analyze();
  expect(refusedParts.violations.map((v) => v.id)).toEqual([]);
  await context.close();
});

test("an administrator renames a group of the self-check, adds an entry and removes one, and the self-check shows it", async ({
  browser,
}) => {
  const marker = Date.now().toString(36);
  const context = await signedInContext(browser, ADMIN);
  const admin = await context.newPage();
  try {
    await editServices(admin, marker);
    await save(admin);
    await expect(admin.getByRole("status")).toContainText("บันทึกหมวดที่ตรวจตามมาตรฐานเว็บไซต์ภาครัฐแล้ว");
    await admin.getByRole("link", { name: "ดูผลการตรวจ" }).click();
    const group = admin.getByRole("region", { name: `บริการออนไลน์ ${marker}` });
    await expect(group.getByRole("rowheader")).toHaveText([
      "ข่าวประชาสัมพันธ์",
      `ประกาศเจตนารมณ์ ${marker}`,
    ]);
  } finally {
    await restore(admin, SELF_CHECK);
    await context.close();
  }
});

test("an administrator renames a section of the information centre, adds an outside service and removes a page, and readers see it", async ({
  browser,
  page,
}) => {
  const marker = Date.now().toString(36);
  const context = await signedInContext(browser, ADMIN);
  const admin = await context.newPage();
  try {
    // Its first section renamed, an outside service added (a script refused), the executives
    // taken out.
    await admin.goto(CENTRE);
    await pageReady(admin);
    const structure = admin.getByRole("group", {
      name: "หมวดที่ 1: โครงสร้างและการจัดองค์กร อำนาจหน้าที่",
    });
    await structure.getByLabel("ชื่อหมวด").fill(`โครงสร้างและอำนาจหน้าที่ ${marker}`);
    await structure
      .getByRole("group", { name: "รายการที่ 3: หน้าเกี่ยวกับสำนักงาน: ผู้บริหาร" })
      .getByLabel("นำรายการนี้ออก")
      .check();
    const link = structure.getByRole("group", { name: "รายการใหม่ (ไม่บังคับ)" }).first();
    await link.getByLabel("ชื่อรายการ").fill(`ระบบจัดซื้อจัดจ้างภาครัฐ ${marker}`);
    await link.getByLabel("แหล่งข้อมูล").selectOption({ label: "ลิงก์ภายนอก (https://)" });
    await link.getByLabel("ลิงก์ (เฉพาะลิงก์ภายนอก)").fill("javascript:alert(1)");
    await save(admin);
    await expect(admin.getByRole("alert")).toContainText("ลิงก์ต้องขึ้นต้นด้วย https://");
    const typed = admin
      .getByRole("group", { name: /^หมวดที่ 1:/ })
      .getByRole("group", { name: `รายการที่ 4: ระบบจัดซื้อจัดจ้างภาครัฐ ${marker}` })
      .getByLabel("ลิงก์ (เฉพาะลิงก์ภายนอก)");
    await expect(typed).toHaveValue("javascript:alert(1)");
    await typed.fill("https://www.gprocurement.go.th");
    await save(admin);
    await expect(admin.getByRole("status")).toContainText("บันทึกหมวดของศูนย์ข้อมูลข่าวสารแล้ว");

    await page.goto("/information-centre");
    const section = page.getByRole("region", { name: new RegExp(`อำนาจหน้าที่ ${marker}`) });
    await expect(section.getByRole("heading")).toHaveText(
      `โครงสร้างและอำนาจหน้าที่ ${marker} (มาตรา 7 (1) และ (2))`,
    );
    await expect(section.getByRole("link")).toHaveText([
      "โครงสร้างองค์กร",
      "อำนาจหน้าที่",
      `ระบบจัดซื้อจัดจ้างภาครัฐ ${marker} (เว็บไซต์ภายนอก)`,
    ]);
    await expect(section.getByRole("link").last()).toHaveAttribute(
      "href",
      "https://www.gprocurement.go.th",
    );
  } finally {
    await restore(admin, CENTRE);
    await context.close();
  }
  await page.goto("/information-centre");
  await expect(
    page.getByRole("heading", { name: "โครงสร้างและการจัดองค์กร อำนาจหน้าที่ (มาตรา 7 (1) และ (2))" }),
  ).toBeVisible();
});

test("without JavaScript an administrator adds a section on a phone; a general user sees the result, not the editor", async ({
  browser,
  page,
}) => {
  const marker = Date.now().toString(36);
  const context = await signedInContext(browser, ADMIN, {
    javaScriptEnabled: false,
    viewport: { width: 320, height: 800 },
  });
  const admin = await context.newPage();
  try {
    await admin.goto("/admin/ita");
    await admin.getByRole("link", { name: "แก้ไขหมวดของศูนย์ข้อมูลข่าวสาร" }).click();
    await expect(admin.getByRole("heading", { level: 1 })).toHaveText("หมวดของศูนย์ข้อมูลข่าวสาร");
    expect(
      await admin.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    const fresh = admin.getByRole("group", { name: "หมวดใหม่ (ไม่บังคับ)" });
    await fresh.getByLabel("ชื่อหมวด").fill(`แบบฟอร์มสำหรับประชาชน ${marker}`);
    await fresh.getByLabel("หลักเกณฑ์ (เช่น มาตรา 7 (1))").fill("มาตรา 9 (8)");
    await save(admin);
    await expect(admin.getByRole("alert")).toContainText(
      "หมวดที่ 5 (ชื่อหมวด): หมวดต้องมีอย่างน้อยหนึ่งรายการ",
    );
    const kept = admin.getByRole("group", { name: `หมวดที่ 5: แบบฟอร์มสำหรับประชาชน ${marker}` });
    await expect(kept.getByLabel("หลักเกณฑ์ (เช่น มาตรา 7 (1))")).toHaveValue("มาตรา 9 (8)");
    await kept
      .getByRole("group", { name: "รายการใหม่ (ไม่บังคับ)" })
      .first()
      .getByLabel("แหล่งข้อมูล")
      .selectOption({ label: "เอกสารล่าสุดในหมวด: แบบฟอร์มและคู่มือ" });
    await save(admin);
    await expect(admin.getByRole("status")).toContainText("5 หมวด 7 รายการ");

    await page.goto("/information-centre");
    await expect(
      page.getByRole("heading", { name: `แบบฟอร์มสำหรับประชาชน ${marker} (มาตรา 9 (8))` }),
    ).toBeVisible();

    const staff = await signedInContext(browser, STAFF);
    const general = await staff.newPage();
    await general.goto("/admin/ita/self-check");
    await expect(general.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(general.getByRole("link", { name: /แก้ไขหมวด/ })).toHaveCount(0);
    expect((await general.request.get(CENTRE)).status()).toBe(403);
    await staff.close();
  } finally {
    await restore(admin, CENTRE);
    await context.close();
  }
});
