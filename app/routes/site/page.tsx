import { data, redirect, useRouteLoaderData } from "react-router";
import { ConsentForm } from "../../components/consent-form.tsx";
import { ItemArticle } from "../../components/item-article.tsx";
import { PageGroupNav } from "../../components/page-group-nav.tsx";
import { isPageGroup, itemPath, PAGE_GROUPS } from "../../content/types.ts";
import { ownConsentHistory } from "../../domain/consent.server.ts";
import { itemPage, movedItemPath } from "../../domain/content.server.ts";
import { pagesOf } from "../../domain/site-pages.server.ts";
import { CONSENT_PURPOSES, PURPOSES } from "../../lib/consent.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import { loaderHeaders, notFound, PRIVATE_PAGE, slugParam } from "../../lib/http.server.ts";
import { loaderMeta, type RootData } from "../../lib/seo.ts";
import { pageSeo } from "../../lib/seo.server.ts";
import type { Route } from "./+types/page";

/** One page of a group: `/about/{slug}` or `/policy/{slug}`. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const group = new URL(request.url).pathname.split("/")[1];
  if (!isPageGroup(group)) notFound();
  const slug = slugParam(params.slug);
  const page = await itemPage({ type: "page", slug, subject: group });
  if (!page) {
    const moved = await movedItemPath({ type: "page", slug });
    if (moved && moved !== new URL(request.url).pathname) throw redirect(moved, 301);
    notFound();
  }
  const { item } = page;
  const trail = [
    { label: "หน้าหลัก", path: "/" },
    { label: PAGE_GROUPS[group].label, path: PAGE_GROUPS[group].path },
    { label: item.title, path: itemPath(item) },
  ];
  const seo = await pageSeo({
    title: item.seoTitle || item.title,
    description: item.seoDescription || item.summary,
    path: itemPath(item),
    trail,
  });
  const cookies = group === "policy" && slug === "cookies";
  return data(
    {
      ...page,
      trail,
      seo,
      group,
      siblings: await pagesOf(group),
      consentRecord: cookies ? await ownConsentHistory(request) : undefined,
    },
    // The cookie settings show this visitor's own record.
    cookies ? { headers: PRIVATE_PAGE } : undefined,
  );
}

export const meta = loaderMeta;
export const headers = loaderHeaders;

export default function GroupPage({ loaderData }: Route.ComponentProps) {
  const { group, siblings, consentRecord, ...article } = loaderData;
  const root = useRouteLoaderData("root") as RootData | undefined;
  return (
    <ItemArticle
      {...article}
      updated={group === "policy"}
      aside={<PageGroupNav group={group} pages={siblings} current={article.item.id} />}
    >
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
