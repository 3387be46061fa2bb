import { describe, expect, it } from "vitest";
import { ADMIN_KINDS, firstListOf, kindOf, listPath, pageGroupList } from "./admin-kinds.ts";
import { editorSchema, REVIEW_FIELDS } from "./editor-fields.ts";
import { ADMIN_GROUPS, evidenceTypes, KIND_OFFICE } from "./kind-office.ts";
import {
  browseLinks,
  KIND_ALIASES,
  KIND_PAGES,
  KIND_ROUTES,
  kindRoute,
  kindsShownUnder,
  schemaTypeOf,
} from "./kind-routes.ts";
import { isSitePage, kindMenuGroups, KINDS, menuLinks, subjectOf } from "./kinds.ts";
import { CONTENT_TYPES, itemPath, PUBLIC_TYPES, SUBJECTS } from "./types.ts";

describe("the registry of content kinds", () => {
  it("gives every kind a back-office half, a server half and at least one back-office list", () => {
    for (const kind of KINDS) {
      expect(KIND_OFFICE[kind.type], kind.type).toBeDefined();
      expect(KIND_PAGES[kind.type].schemaType, kind.type).toBeTruthy();
      expect(
        ADMIN_KINDS.some((k) => k.type === kind.type),
        kind.type,
      ).toBe(true);
    }
  });

  it("gives every public kind a path, a list, an item route and a description", () => {
    for (const type of PUBLIC_TYPES) {
      expect(CONTENT_TYPES[type].path).toMatch(/^\/[a-z]+$/);
      const pages = KIND_PAGES[type];
      expect(pages.description).not.toBe("");
      expect(KIND_ROUTES.filter((r) => r.type === type && r.page === "item")).toHaveLength(1);
    }
  });

  it("keeps paths, route ids, back-office keys and lists unique", () => {
    const paths = KIND_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    const ids = KIND_ROUTES.flatMap((r) => (r.id ? [r.id] : []));
    expect(new Set(ids).size).toBe(ids.length);
    const keys = ADMIN_KINDS.map((k) => k.key);
    expect(new Set(keys).size).toBe(keys.length);
    const lists = ADMIN_KINDS.map((k) => `${k.group}/${k.list}`);
    expect(new Set(lists).size).toBe(lists.length);
  });

  it("derives the public route table the site has always had", () => {
    expect(KIND_ROUTES.map((r) => [r.path, r.page, r.id ?? null])).toEqual([
      ["news", "news-list", "news-all"],
      ["news/:subject", "news-list", "news-subject"],
      ["news/:subject/:slug", "item", "news-item"],
      ["multimidia", "section-list", "multimedia-list"],
      ["multimidia/:slug", "item", "multimedia-item"],
      ["infographic", "section-list", "infographic-list"],
      ["infographic/:slug", "item", "infographic-item"],
      ["gallery", "section-list", "gallery-list"],
      ["gallery/:slug", "item", "gallery-item"],
      ["general", "section-list", "general-list"],
      ["general/:slug", "item", "general-item"],
      ["fqa", "faq", null],
      ["fqa/:slug", "item", "faq-item"],
      ["documents", "documents", null],
      ["documents/:slug", "item", "document-item"],
      ["workwithus", "work-with-us", null],
      ["about", "page-group", "about-group"],
      ["about/:slug", "page", "about-page"],
      ["policy", "page-group", "policy-group"],
      ["policy/:slug", "page", "policy-page"],
    ]);
    expect(KIND_ALIASES).toEqual([
      { from: "/multimedia", to: "/multimidia", id: "alias-multimedia" },
      { from: "/faq", to: "/fqa", id: "alias-faq" },
    ]);
  });

  it("finds the kind of a matched route by its pattern, not by the address", () => {
    expect(kindRoute("multimidia/:slug")?.type).toBe("multimedia");
    expect(kindRoute("/news/:subject/:slug")).toMatchObject({ type: "news", bySubject: true });
    expect(kindRoute("about/:slug")).toMatchObject({ type: "page", group: "about" });
    expect(kindRoute("workwithus")).toMatchObject({ type: "page", slug: "workwithus" });
    expect(kindRoute("contact")).toBeUndefined();
  });

  it("tells the page cache which kinds the pages under a path show", () => {
    expect(kindsShownUnder("fqa")).toEqual(["faq"]);
    expect(kindsShownUnder("about")).toEqual(["page", "executive"]);
    expect(kindsShownUnder("contact")).toBeUndefined();
  });

  it("keeps the back-office lists in the order the side menu has always shown", () => {
    expect(ADMIN_KINDS.map((k) => k.key)).toEqual([
      "news_office",
      "news_knowledge",
      "news_health",
      "media_multimedia",
      "media_infographic",
      "media_gallery",
      "announce_general",
      "announce_document",
      "announce_faq",
      "pages_about",
      "pages_policy",
      "announce_workwithus",
      "pages_executives",
    ]);
    expect(menuLinks("announce").map((l) => l.path)).toEqual([
      "/general",
      "/documents",
      "/workwithus",
      "/fqa",
    ]);
  });

  it("lists the back-office groups in the side menu's order, each holding lists of kinds", () => {
    expect(Object.keys(ADMIN_GROUPS)).toEqual(["news", "media", "announce", "pages"]);
    expect([...new Set(ADMIN_KINDS.map((k) => k.group))]).toEqual(Object.keys(ADMIN_GROUPS));
    expect(listPath(firstListOf("news"))).toBe("/admin/news/office");
    expect(listPath(firstListOf("executive"))).toBe("/admin/pages/executives");
    expect(listPath(pageGroupList("policy"))).toBe("/admin/pages/policy");
  });

  it("heads the site menu's news group from the registry: all news, then each subject", () => {
    expect(kindMenuGroups()).toEqual([
      {
        id: "news",
        label: "ข่าวสาร",
        path: "/news",
        children: [
          { label: "ข่าวทั้งหมด", path: "/news" },
          ...SUBJECTS.map((s) => ({ label: s.label, path: `/news/${s.key}` })),
        ],
      },
    ]);
    expect(menuLinks("media").map((l) => l.path)).toEqual([
      "/multimidia",
      "/infographic",
      "/gallery",
    ]);
  });

  it("tells pages how to show a kind from its declarations, not its key", () => {
    expect(KINDS.filter((k) => isSitePage(k.type)).map((k) => k.type)).toEqual(["page"]);
    expect(subjectOf({ type: "news", subject: "knowledge" })?.label).toBe("สาระสุขภาพ");
    // Document categories are no part of a document's address: cards name no subject.
    expect(subjectOf({ type: "document", subject: "plan" })).toBeUndefined();
    expect(KIND_ROUTES.filter((r) => r.bySubject).map((r) => r.type)).toEqual(["news", "news"]);
    expect(schemaTypeOf("multimedia")).toBe("VideoObject");
    expect(schemaTypeOf("infographic")).toBe("ImageObject");
    expect(schemaTypeOf("faq")).toBe("Question");
    expect(schemaTypeOf("page")).toBe("WebPage");
    expect(browseLinks()).toEqual([
      { label: "ข่าวสาร", path: "/news" },
      { label: "อินโฟกราฟิก", path: "/infographic" },
      { label: "คำถามที่พบบ่อย", path: "/fqa" },
    ]);
  });

  it("declares which kinds can stand as ITA evidence and which the website standard asks for", () => {
    expect(evidenceTypes()).toEqual(["news", "general", "document", "page"]);
    expect(
      KINDS.flatMap((k) => {
        const standard = KIND_OFFICE[k.type].standard;
        return standard ? [[k.type, standard.heading]] : [];
      }),
    ).toEqual([
      ["news", "services"],
      ["faq", "services"],
      ["executive", "organisation"],
    ]);
  });

  it("files executives under the about pages, written from their own back-office list", () => {
    const kind = kindOf({ type: "executive", subject: null });
    expect(kind).toMatchObject({ key: "pages_executives", group: "pages", list: "executives" });
    expect(kind?.fields).toEqual(["position", "cover", "phone", "email", "order"]);
    expect(itemPath({ type: "executive", subject: null, slug: "x" })).toBe("/about/executives");
  });

  it("declares editor fields only the shared schema knows", () => {
    const known = new Set([
      ...Object.keys(editorSchema.shape),
      "cover",
      "photos",
      "attachments",
      "video",
      "faqCategory",
      // The medical review's section, when the schema has each of its fields.
      ...(REVIEW_FIELDS.every((f) => f in editorSchema.shape) ? ["review"] : []),
    ]);
    for (const kind of ADMIN_KINDS) for (const field of kind.fields) expect(known).toContain(field);
  });
});
