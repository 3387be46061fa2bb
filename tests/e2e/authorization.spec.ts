import type { RouteConfigEntry } from "@react-router/dev/routes";
import { expect, test, type APIRequestContext } from "@playwright/test";
import routes from "../../app/routes.ts";
import { ADMIN, STAFF } from "./accounts.ts";
import { MATRIX } from "./admin-routes.ts";
import { signedInContext } from "./staff-session.ts";

function adminPaths(entries: RouteConfigEntry[], prefix = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${prefix}/${entry.path}` : prefix;
    const own = entry.index || (entry.path && !entry.children) ? [path] : [];
    return [...own, ...adminPaths(entry.children ?? [], path)];
  });
}

const ROUTE_TABLE = adminPaths(routes).filter((p) => p === "/admin" || p.startsWith("/admin/"));

test("every back-office route in the route table has a row in the authorisation matrix", () => {
  expect(ROUTE_TABLE.length).toBeGreaterThan(5);
  expect([...ROUTE_TABLE].sort()).toEqual(Object.keys(MATRIX).sort());
});

for (const who of ["anonymous", "staff", "admin"] as const) {
  test(`authorisation matrix as ${who}`, async ({ browser, playwright }) => {
    const context =
      who === "anonymous" ? null : await signedInContext(browser, who === "admin" ? ADMIN : STAFF);
    const request: APIRequestContext =
      context?.request ??
      (await playwright.request.newContext({ baseURL: process.env.E2E_BASE_URL }));
    const seen: string[] = [];
    for (const [pattern, row] of Object.entries(MATRIX)) {
      expect(
        row.url ?? (pattern.includes(":") || pattern.includes("*") ? null : pattern),
        `${pattern} needs a url`,
      ).toBeTruthy();
      const url = row.url ?? pattern;
      const get = await request.get(url, { maxRedirects: 0 });
      const post = await request.post(url, {
        form: { intent: "authorisation-matrix" },
        headers: { Origin: process.env.E2E_BASE_URL! },
        maxRedirects: 0,
      });
      seen.push(`${pattern} GET ${get.status()} POST ${post.status()}`);
      if (who === "anonymous") {
        expect(get.headers().location, `${pattern} GET`).toMatch(/^\/signin\?next=/);
      }
    }
    const expected = Object.entries(MATRIX).map(
      ([pattern, row]) => `${pattern} GET ${row.get[who]} POST ${row.post[who]}`,
    );
    expect(seen).toEqual(expected);
    if (context) await context.close();
    else await request.dispose();
  });
}
