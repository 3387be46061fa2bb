import "../../styles/pages/page.css";
import { data, redirect, useRouteLoaderData } from "react-router";
import { ConsentForm } from "../../components/consent-form.tsx";
import { ItemArticle } from "../../components/item-article.tsx";
import { PageGroupNav } from "../../components/page-group-nav.tsx";
import { PeopleList } from "../../components/people-list.tsx";
import { kindRoute, schemaTypeOf } from "../../content/kind-routes.ts";
import { isPageGroup, itemPath, PAGE_GROUPS } from "../../content/types.ts";
import { ownConsentHistory } from "../../domain/contact/consent.server.ts";
import { itemPage, movedItemPath, peopleShownOn } from "../../domain/content/content.server.ts";
import {
  displayItemPage,
  displayTitle,
  displayTrail,
} from "../../domain/content/display-text.server.ts";
import { pagesOf } from "../../domain/site/site-pages.server.ts";
import { CONSENT_PURPOSES, PURPOSES } from "../../lib/consent.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import { loaderHeaders, notFound, PRIVATE_PAGE, slugParam } from "../../lib/http.server.ts";
import { loaderMeta, type RootData } from "../../lib/seo.ts";
import { pageSeo } from "../../domain/site/seo.server.ts";
import type { Route } from "./+types/page";

/** One page of a group: `/about/{slug}` or `/policy/{slug}`. */
export async function loader({ request, params, context, pattern }: Route.LoaderArgs) {
  const route = kindRoute(pattern);
  const group = route?.group;
  if (!route || !isPageGroup(group)) notFound();
  const slug = slugParam(params.slug);
  const page = await itemPage({ type: route.type, slug, subject: group });
  if (!page) {
    const moved = await movedItemPath({ type: route.type, slug });
    if (moved && moved !== new URL(request.url).pathname) throw redirect(moved, 301);
    notFound();
  }
  const { item } = page;
  const trail = [
    { label: "หน้าหลัก", path: "/" },
    { label: PAGE_GROUPS[group].label, path: PAGE_GROUPS[group].path },
    { label: item.title, path: itemPath(item) },
  ];
  const seo = await pageSeo(context, {
    title: item.seoTitle || item.title,
    description: item.seoDescription || item.summary,
    path: itemPath(item),
    trail,
  });
  const cookies = group === "policy" && slug === "cookies";
  return data(
    {
      ...displayItemPage(page),
      schemaType: schemaTypeOf(item.type),
      trail: displayTrail(trail),
      seo,
      group,
      siblings: (await pagesOf(group)).map(displayTitle),
      people: await peopleShownOn(itemPath(item)),
      consentRecord: cookies ? await ownConsentHistory(request.headers.get("cookie")) : undefined,
    },
    // The cookie settings show this visitor's own record.
    cookies ? { headers: PRIVATE_PAGE } : undefined,
  );
}

export const meta = loaderMeta;
export const headers = loaderHeaders;

export default function GroupPage({ loaderData }: Route.ComponentProps) {
  const { group, siblings, consentRecord, people, ...article } = loaderData;
  const root = useRouteLoaderData("root") as RootData | undefined;
  return (
    <ItemArticle
      {...article}
      updated={group === "policy"}
      aside={<PageGroupNav group={group} pages={siblings} current={article.item.id} />}
    >
      <PeopleList people={people} />
      {consentRecord !== undefined ? (
        <section id="cookie-settings" className="item cookie-settings" tabIndex={-1}>
          <h2>ตั้งค่าคุกกี้</h2>
          {consentRecord ? (
            <>
              <p>
                ตัวเลือกปัจจุบันของท่าน:{" "}
                {CONSENT_PURPOSES.map(
                  (p) => `${PURPOSES[p].label} ${root?.consent?.[p] ? "อนุญาต" : "ไม่อนุญาต"}`,
                ).join(" · ")}
              </p>
              <p className="hint">
                รหัสอ้างอิงความยินยอม <code>{consentRecord.id}</code> · บันทึกไว้{" "}
                {consentRecord.records.length} ครั้ง ล่าสุดเมื่อ{" "}
                {thaiDateTime(consentRecord.records.at(-1)?.created_at ?? "")}
              </p>
            </>
          ) : (
            <p>ท่านยังไม่ได้เลือก ขณะนี้เว็บไซต์ใช้เฉพาะคุกกี้ที่จำเป็น</p>
          )}
          <ConsentForm current={root?.consent ?? null} />
        </section>
      ) : null}
    </ItemArticle>
  );
}
