import { expect, test } from "@playwright/test";
import { STAFF } from "./accounts.ts";
import { expectPageAccessible, firstItemPath } from "./helpers.ts";
import { signedInContext } from "./staff-session.ts";

const count = (text: string | null) => Number((text ?? "").replace(/\D/g, ""));

test("a member of staff sees the content counts, the views chart with its table, and no axe violations", async ({
  browser,
}) => {
  const context = await signedInContext(browser, STAFF);
  const page = await context.newPage();

  // Three distinct visitors read one gallery today: the site's own counter records them.
  const itemPath = await firstItemPath(page, "/gallery");
  for (const version of [120, 121, 122]) {
    await context.request.get(itemPath, {
      headers: {
        "user-agent": `Mozilla/5.0 (X11; Linux x86_64; rv:${version}.0) Gecko/20100101 Firefox/${version}.0`,
      },
    });
  }

  await page.goto("/admin/dashboard");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("แดชบอร์ด");

  const counts = page.getByRole("table", { name: "จำนวนเนื้อหาตามประเภทและสถานะ" });
  const headers = await counts.getByRole("columnheader").allTextContents();
  const published = headers.indexOf("เผยแพร่แล้ว");
  const row = (kind: string) =>
    counts.getByRole("row").filter({ has: page.getByRole("link", { name: kind, exact: true }) });
  for (const kind of ["ข่าวสุขภาพ", "แกลเลอรี", "คำถามที่พบบ่อย"]) {
    const cell = row(kind).locator("th, td").nth(published);
    expect(count(await cell.textContent()), kind).toBeGreaterThan(0);
  }
  await expect(row("แกลเลอรี").getByRole("link", { name: "แกลเลอรี" })).toHaveAttribute(
    "href",
    "/admin/media/gallery",
  );

  await expect(page.getByRole("img", { name: /^ยอดเข้าชมรายวัน 30 วันล่าสุด/ })).toBeVisible();
  const daily = page.getByRole("table", { name: "ยอดเข้าชมรายวัน" });
  const mostRead = page.getByRole("table", { name: "เนื้อหาที่อ่านมากที่สุด" });
  // Views are written after the page is sent, so the dashboard may need a moment to show them.
  await expect(async () => {
    await page.reload();
    await page.getByText("ดูข้อมูลเป็นตาราง").click();
    await expect(daily.locator("tbody tr")).toHaveCount(30);
    const today = daily.locator("tbody tr").last().getByRole("cell").last();
    expect(count(await today.textContent())).toBeGreaterThanOrEqual(3);
  }).toPass();
  // The demo's last month of readers fill the most-read list, each leading to its editor.
  await expect(mostRead.locator("tbody tr")).toHaveCount(10);
  await expect(mostRead.getByRole("link").first()).toHaveAttribute(
    "href",
    /^\/admin\/write\/\w+\/\d+$/,
  );
  const days = await daily
    .locator("tbody tr")
    .evaluateAll((rows) =>
      rows.map((r) => Number(r.lastElementChild!.textContent!.replace(/,/g, ""))),
    );
  expect(days.filter((views) => views > 0).length).toBeGreaterThanOrEqual(25);
  await expect(page.getByRole("img", { name: /รวม [\d,]+ ครั้ง สูงสุด/ })).toBeVisible();
  const messages = page.getByRole("region", { name: /^ข้อความติดต่อใหม่ \(\d+\)$/ });
  await expect(messages.getByRole("link", { name: "ดูข้อความใหม่ทั้งหมด" })).toHaveAttribute(
    "href",
    "/admin/messages/contact?status=new",
  );

  await expectPageAccessible(page);
  await context.close();
});
