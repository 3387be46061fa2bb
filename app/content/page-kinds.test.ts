import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import routes from "../routes.ts";
import { pageKindOfRoute, pageKindRouteIds } from "./page-kinds.ts";

/** A route's id as React Router gives it: its own, or its module's path without the extension. */
const idOf = (entry: RouteConfigEntry) => entry.id ?? entry.file.replace(/\.[jt]sx?$/, "");

function ids(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((e) => [idOf(e), ...ids(e.children ?? [])]);
}

describe("the kinds of page field data is counted under", () => {
  const site = routes.find((r) => r.file === "routes/site/layout.tsx")!;
  const publicIds = ids(site.children ?? []);

  it("name every public page's route, and no other", () => {
    for (const id of publicIds) expect(pageKindOfRoute(id), id).toBeDefined();
    expect(pageKindRouteIds().sort()).toEqual([...publicIds].sort());
    for (const id of ids(routes.filter((r) => r !== site)))
      expect(pageKindOfRoute(id), id).toBeUndefined();
  });

  it("come from the registry: items and pages are articles, their lists lists", () => {
    expect(pageKindOfRoute("routes/site/home")).toBe("home");
    expect(pageKindOfRoute("routes/site/search")).toBe("search");
    expect(pageKindOfRoute("news-item")).toBe("article");
    expect(pageKindOfRoute("news-all")).toBe("list");
    expect(pageKindOfRoute("news-subject")).toBe("list");
    expect(pageKindOfRoute("multimedia-list")).toBe("list");
    expect(pageKindOfRoute("faq-item")).toBe("article");
    expect(pageKindOfRoute("routes/site/documents")).toBe("list");
    expect(pageKindOfRoute("about-group")).toBe("list");
    expect(pageKindOfRoute("about-page")).toBe("article");
    expect(pageKindOfRoute("routes/site/work-with-us")).toBe("article");
    expect(pageKindOfRoute("routes/site/contact")).toBe("other");
    expect(pageKindOfRoute("routes/site/not-found")).toBe("other");
    expect(pageKindOfRoute("routes/admin/dashboard")).toBeUndefined();
    expect(pageKindOfRoute("/news/health/x")).toBeUndefined();
  });
});
