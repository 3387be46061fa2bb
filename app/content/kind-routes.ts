import {
  KINDS,
  PAGE_GROUPS,
  STANDALONE_PAGES,
  type ItemType,
  type PageGroupKey,
  type PublicItemType,
} from "./kinds.ts";

/** The schema.org type of one item's JSON-LD. */
export type SchemaType =
  | "NewsArticle"
  | "VideoObject"
  | "ImageObject"
  | "ImageGallery"
  | "Article"
  | "Question"
  | "DigitalDocument"
  | "WebPage"
  | "Person";

/** How a kind with public pages of its own is served: the list's page module and route ids. */
export type PublicPages = {
  /** What the kind's list is, for its page, feed and search engines. */
  description: string;
  schemaType: SchemaType;
  list: "news-list" | "section-list" | "documents" | "faq";
  /** Route ids as the route table has always named them (`{type}-list` for a section list). */
  listId?: string;
  itemId: string;
  /** The route id of the list per subject, for a kind whose subjects are in its addresses. */
  subjectListId?: string;
  /** Correctly spelled addresses that lead to the public path (`/multimedia/*` → `/multimidia/*`). */
  alias?: string;
  feed: boolean;
  /** Offered to a reader whose search found nothing, as somewhere to browse instead. */
  browse?: true;
};

/**
 * The server's half of the registry of content kinds (`kinds.ts`): how each kind's public pages
 * are served. Read by the route table at build time, loaders, the page cache and metrics; never by
 * code that reaches the browser.
 */
export const KIND_PAGES: {
  readonly [T in ItemType]: T extends PublicItemType ? PublicPages : { schemaType: SchemaType };
} = {
  news: {
    description: "ข่าวสาร สาระสุขภาพ และความเคลื่อนไหวของสำนักงาน",
    schemaType: "NewsArticle",
    list: "news-list",
    listId: "news-all",
    subjectListId: "news-subject",
    itemId: "news-item",
    feed: true,
    browse: true,
  },
  multimedia: {
    description: "วิดีโอความรู้สุขภาพและกิจกรรมของสำนักงาน",
    schemaType: "VideoObject",
    list: "section-list",
    itemId: "multimedia-item",
    alias: "/multimedia",
    feed: true,
  },
  infographic: {
    description: "อินโฟกราฟิกความรู้สุขภาพ ดาวน์โหลดและแบ่งปันได้",
    schemaType: "ImageObject",
    list: "section-list",
    itemId: "infographic-item",
    feed: true,
    browse: true,
  },
  gallery: {
    description: "ภาพกิจกรรมของสำนักงาน",
    schemaType: "ImageGallery",
    list: "section-list",
    itemId: "gallery-item",
    feed: true,
  },
  general: {
    description: "ประกาศ คำสั่ง และเอกสารเผยแพร่ของสำนักงาน",
    schemaType: "Article",
    list: "section-list",
    itemId: "general-item",
    feed: true,
  },
  faq: {
    description: "คำตอบสำหรับคำถามที่ประชาชนถามบ่อย",
    schemaType: "Question",
    list: "faq",
    itemId: "faq-item",
    alias: "/faq",
    feed: true,
    browse: true,
  },
  document: {
    description: "แผนงาน รายงาน คู่มือ แบบฟอร์ม และข้อมูลที่สำนักงานเปิดเผยต่อสาธารณะ (ITA/OIT) ดาวน์โหลดได้",
    schemaType: "DigitalDocument",
    list: "documents",
    itemId: "document-item",
    feed: true,
  },
  page: { schemaType: "WebPage" },
  executive: { schemaType: "Person" },
};

/** What each news subject's list is about, for its page description and feed (by subject key). */
export const SUBJECT_DESCRIPTIONS: Readonly<Record<string, string>> = {
  office: "ข่าวกิจกรรมและความเคลื่อนไหวของสำนักงาน",
  knowledge: "ความรู้สุขภาพที่นำไปใช้ได้ในชีวิตประจำวัน",
  health: "ข่าวสารและสถานการณ์สุขภาพในจังหวัด",
};

export function publicPages(type: PublicItemType): PublicPages {
  return KIND_PAGES[type];
}

/**
 * The schema.org type of a kind's items. It shapes an item's page as well as its JSON-LD: a
 * `WebPage` (the site's own pages) has the page layout, a `VideoObject`'s video leads its page,
 * an `ImageObject`'s image is its content, and a `Question`'s answer follows it with no lead.
 */
export function schemaTypeOf(type: ItemType): SchemaType {
  return KIND_PAGES[type].schemaType;
}

/** The lists a reader whose search found nothing is offered instead, in registry order. */
export function browseLinks(): { label: string; path: string }[] {
  return KINDS.flatMap((k) =>
    k.path && isPublic(k.type) && publicPages(k.type).browse
      ? [{ label: k.label, path: k.path }]
      : [],
  );
}

/** The page module (under `app/routes/site/`) that serves a public route of a kind. */
export type KindPage = PublicPages["list"] | "item" | "page-group" | "page" | "work-with-us";

/**
 * One public route the route table makes for a kind: its path pattern (no leading slash), the page
 * module, its route id if the table names it, the kind it shows and, for pages, their group.
 */
export type KindRoute = {
  path: string;
  page: KindPage;
  id?: string;
  type: ItemType;
  group?: PageGroupKey;
  /** The `:subject` parameter names a subject of the kind (news). */
  bySubject?: boolean;
  /** The one page a standalone route shows. */
  slug?: string;
};

/** Every public route of every kind, derived from the registry. */
export const KIND_ROUTES: readonly KindRoute[] = [
  ...KINDS.flatMap((kind): KindRoute[] => {
    if (!kind.path || !isPublic(kind.type)) return [];
    const type = kind.type;
    const { list, listId, itemId, subjectListId } = publicPages(type);
    const base = kind.path.slice(1);
    const listRoute: KindRoute = {
      path: base,
      page: list,
      type,
      ...(listId || list === "section-list" ? { id: listId ?? `${type}-list` } : {}),
    };
    if (kind.subjects) {
      return [
        listRoute,
        {
          path: `${base}/:subject`,
          page: list,
          id: subjectListId ?? `${type}-subject`,
          type,
          bySubject: true,
        },
        { path: `${base}/:subject/:slug`, page: "item", id: itemId, type, bySubject: true },
      ];
    }
    return [listRoute, { path: `${base}/:slug`, page: "item", id: itemId, type }];
  }),
  ...STANDALONE_PAGES.map((p): KindRoute => ({
    path: p.path.slice(1),
    page: "work-with-us",
    type: "page",
    slug: p.slug,
  })),
  ...Object.entries(PAGE_GROUPS).flatMap(([key, g]): KindRoute[] => {
    const group = key as PageGroupKey;
    return [
      { path: g.path.slice(1), page: "page-group", id: `${group}-group`, type: "page", group },
      { path: `${g.path.slice(1)}/:slug`, page: "page", id: `${group}-page`, type: "page", group },
    ];
  }),
];

/** Correctly spelled addresses that lead to a kind's (historically misspelled) public path. */
export const KIND_ALIASES = KINDS.flatMap((kind) => {
  const alias = kind.path && isPublic(kind.type) ? publicPages(kind.type).alias : undefined;
  return alias && kind.path ? [{ from: alias, to: kind.path, id: `alias-${kind.type}` }] : [];
});

function isPublic(type: ItemType): type is PublicItemType {
  return "list" in KIND_PAGES[type];
}

/** The kind route React Router matched, by its pattern (`multimidia/:slug`, `/about`). */
export function kindRoute(pattern: string): KindRoute | undefined {
  const path = pattern.replace(/^\/+/, "");
  return KIND_ROUTES.find((r) => r.path === path);
}

/**
 * The kinds of content the pages under a first path segment show (`multimidia` → multimedia),
 * including kinds shown inside other pages (executives on the about pages).
 */
export function kindsShownUnder(segment: string): ItemType[] | undefined {
  const types = new Set<ItemType>();
  for (const route of KIND_ROUTES) if (route.path.split("/")[0] === segment) types.add(route.type);
  for (const kind of KINDS)
    if (kind.shownOn?.some((p) => p.split("/")[1] === segment)) types.add(kind.type);
  return types.size ? [...types] : undefined;
}

/** First path segments of every public page a kind has. */
export const KIND_SEGMENTS: readonly string[] = [
  ...new Set(KIND_ROUTES.map((r) => r.path.split("/")[0]!)),
];
