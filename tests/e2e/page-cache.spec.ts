import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { ADMIN } from "./accounts.ts";
import { draftAnnouncement, firstItemPath, pageReady } from "./helpers.ts";
import { rawRequest } from "../support/hostile-requests.ts";
import { signedInContext } from "./staff-session.ts";

const get = (request: APIRequestContext, path: string, headers: Record<string, string> = {}) =>
  request.get(path, { headers, maxRedirects: 0 });

/**
 * The first of up to ten reads of a page that comes from the cache, and how many reads it took.
 * Other tests, in parallel workers, publish and edit: any of their changes may drop cached pages
 * between two reads of this one.
 */
async function untilHit(read: (attempt: number) => Promise<APIResponse>) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const response = await read(attempt);
    if (response.headers()["x-cache"] === "HIT") return { response, reads: attempt + 1 };
  }
  throw new Error("no read of the page came from the cache in ten");
}

test("visitors get cached pages with validators; staff and private pages never come from the cache", async ({
  request,
  browser,
}) => {
  const path = `/fqa?cache-check=${Date.now()}`;
  const first = await get(request, path);
  expect(first.headers()["x-cache"]).toBe("MISS");
  const { response: second } = await untilHit(() => get(request, path));
  expect(second.headers()["cache-control"]).toBe("public, max-age=0, stale-while-revalidate=60");
  expect(await second.text()).toBe(await first.text());
  // A hit is answered before the app; it must carry what the app's answer carried.
  const differ = new Set([
    "x-cache",
    "x-request-id",
    "date",
    "content-length",
    "etag",
    "last-modified",
  ]);
  const headersOf = (r: typeof first) =>
    Object.fromEntries(Object.entries(r.headers()).filter(([name]) => !differ.has(name)));
  expect(headersOf(second)).toEqual(headersOf(first));
  expect(second.headers()["x-request-id"]).not.toBe(first.headers()["x-request-id"]);
  const etag = second.headers()["etag"]!;
  expect((await get(request, path, { "If-None-Match": etag })).status()).toBe(304);
  const since = second.headers()["last-modified"]!;
  expect((await get(request, path, { "If-Modified-Since": since })).status()).toBe(304);

  for (const privatePage of ["/contact", "/policy/cookies"]) {
    const response = await get(request, privatePage);
    expect(response.headers()["x-cache"], privatePage).toBeUndefined();
    expect(response.headers()["cache-control"], privatePage).toBe("private, no-store");
  }

  const staff = await signedInContext(browser, ADMIN);
  const own = await staff.request.get(path);
  expect(own.headers()["x-cache"]).toBeUndefined();
  await staff.close();
});

test("a staff cookie written as no browser writes it neither signs in nor puts a staff page in the cache", async ({
  request,
  browser,
  baseURL,
}) => {
  const staff = await signedInContext(browser, ADMIN);
  const session = (await staff.cookies()).find((c) => c.name.endsWith("session"))!;
  const path = `/fqa?cookie-shape=${Date.now()}`;
  expect(await (await staff.request.get(path)).text()).toContain("ระบบหลังบ้าน");
  await staff.close();
  const { host } = new URL(baseURL!);
  // A no-break space (byte A0) before the name, which String.trim() would have taken away.
  const raw = Buffer.concat([
    Buffer.from(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nCookie: `),
    Buffer.from([0xa0]),
    Buffer.from(`${session.name}=${session.value}\r\nConnection: close\r\n\r\n`),
  ]);
  for (let i = 0; i < 2; i++) {
    const answer = await rawRequest(baseURL!, raw);
    expect(answer.status).toBe(200);
    expect(answer.text).not.toContain("ระบบหลังบ้าน");
  }
  const { response: visitor } = await untilHit(() => get(request, path));
  expect(await visitor.text()).not.toContain("ระบบหลังบ้าน");
});

test("publishing shows on the cached list at once, and a cached item still counts its views", async ({
  browser,
  request,
}) => {
  await untilHit(() => get(request, "/general"));

  const title = `ประกาศทดสอบแคช ${Date.now().toString(36)}`;
  const admin = await signedInContext(browser, ADMIN);
  const page = await admin.newPage();
  await draftAnnouncement(page, title);
  await pageReady(page);
  await page.getByRole("button", { name: "บันทึกและเผยแพร่" }).click();
  await expect(
    page.getByRole("main").getByRole("status").filter({ hasText: "บันทึกและเผยแพร่แล้ว" }),
  ).toBeVisible();
  const after = await get(request, "/general");
  expect(after.headers()["x-cache"]).toBe("MISS");
  expect(await after.text()).toContain(title);

  const item = await firstItemPath(page, "/news/office");
  // Read as a bot, whose visits are never counted, so that only the readers' views add up.
  const views = async () => {
    const asBot = { headers: { "user-agent": "Googlebot/2.1" } };
    // React writes <!-- --> between neighbouring pieces of text.
    const text = (await (await admin.request.get(item, asBot)).text()).replaceAll("<!-- -->", "");
    return Number(/เข้าชม ([\d,]+) ครั้ง/.exec(text)![1]!.replace(/,/g, ""));
  };
  const before = await views();
  const reader = (n: number) => ({
    "User-Agent": `Mozilla/5.0 (Linux; Android 14; Pixel ${n}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36`,
  });
  expect((await get(request, item, reader(7))).headers()["x-cache"]).toMatch(/MISS|HIT/);
  const { reads } = await untilHit((attempt) => get(request, item, reader(8 + attempt)));
  await expect.poll(views).toBe(before + 1 + reads);
  await admin.close();
});
