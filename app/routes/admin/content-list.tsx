import { data, Link, useLocation } from "react-router";
import { BulkConfirm } from "../../components/admin/bulk-confirm.tsx";
import { BulkResult } from "../../components/admin/bulk-result.tsx";
import { ContentListFilters } from "../../components/admin/content-list-filters.tsx";
import { ContentListTable } from "../../components/admin/content-list-table.tsx";
import { Notice } from "../../components/admin/notice.tsx";
import { Pagination } from "../../components/pagination.tsx";
import { kindByList } from "../../content/admin-kinds.ts";
import { requireIntent, requirePermission, requireView } from "../guards.server.ts";
import {
  authorChoices,
  bulkChoices,
  bulkRequest,
  contentListPage,
  listQuery,
  readBulkForm,
} from "../../domain/content/content-list.server.ts";
import { TRASH_DAYS } from "../../domain/content/item-workflow.server.ts";
import { formatCount } from "../../lib/format.ts";
import { formText } from "../../lib/form-data.ts";
import { actorOf, notFound } from "../../lib/http.server.ts";
import { parsePage } from "../../lib/paging.ts";
import { listParams } from "../../lib/staff/content-list.ts";
import type { Route } from "./+types/content-list";

/** The kind a list shows, from its address: `/admin/{group}/{list}`. */
function listKind(request: Request, list: string | undefined) {
  const group = new URL(request.url).pathname.split("/")[2] ?? "";
  return kindByList(group, list) ?? notFound();
}

export async function loader(args: Route.LoaderArgs) {
  const { request, params } = args;
  await requireView(args);
  const kind = listKind(request, params.list);
  const user = await requirePermission(request, args.context, kind.permissions.write);
  const url = new URL(request.url);
  const page = parsePage(url);
  if (page === null) notFound();
  const query = listQuery(url);
  const list = await contentListPage(kind, query, page);
  if (page > list.pages) notFound();
  return {
    kind,
    query,
    list,
    authors: await authorChoices(),
    actions: await bulkChoices(user, kind, query.status === "trash"),
    trashDays: TRASH_DAYS,
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, params } = args;
  await requireView(args);
  const kind = listKind(request, params.list);
  await requirePermission(request, args.context, kind.permissions.write);
  const form = await request.formData();
  const user = await requireIntent(args, formText(form, "intent"));
  const { status, ...reply } = await bulkRequest(actorOf(request, user), kind, readBulkForm(form));
  return data(reply, status);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.kind.label ?? "รายการเนื้อหา"} | ระบบจัดการเว็บไซต์` },
];

/** Every item of one kind: find, filter, sort, page, and change several at once. */
export default function ContentList({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, query, list, authors, actions, trashDays } = loaderData;
  const { pathname, search } = useLocation();
  const params = listParams(query);
  const writePath = `/admin/write/${kind.key}`;
  const filtered = Boolean(query.q || query.status || query.author);
  const head = (
    <div className="admin-page-head">
      <h1>{kind.label}</h1>
      {kind.fixed ? null : (
        <Link to={writePath} className="button">
          เขียนใหม่
        </Link>
      )}
    </div>
  );

  if (actionData?.step === "confirm")
    return (
      <div className="admin-page">
        {head}
        <BulkConfirm
          action={actionData.action}
          items={actionData.items}
          backTo={pathname + search}
          trashDays={trashDays}
        />
      </div>
    );

  return (
    <div className="admin-page">
      {head}
      {actionData?.step === "done" ? <BulkResult {...actionData} /> : null}
      {actionData?.step === "refused" ? <Notice result={actionData} /> : null}
      <ContentListFilters
        key={params.toString()}
        label={kind.label}
        query={query}
        authors={authors}
        basePath={pathname}
      />
      <p role="status">
        พบ {formatCount(list.total)} รายการ
        {query.status === "trash" ? ` ในถังขยะ (ลบถาวรเมื่อครบ ${formatCount(trashDays)} วัน)` : ""}
      </p>
      {list.items.length ? (
        <ContentListTable
          key={list.items.map((row) => `${row.id}:${row.version}`).join()}
          rows={list.items}
          titleLabel={kind.titleLabel}
          columns={kind.columns}
          actions={actions}
          caption={`${kind.label} หน้า ${formatCount(list.page)} จาก ${formatCount(list.pages)}`}
        />
      ) : (
        <div className="empty-state">
          <p>
            {filtered
              ? `ไม่พบ${kind.label}ตามเงื่อนไขที่เลือก`
              : `ยังไม่มี${kind.label} เริ่มเขียนรายการแรกได้เลย`}
          </p>
          <div className="form-actions">
            {kind.fixed ? null : (
              <Link to={writePath} className="button">
                เขียน{kind.label}ใหม่
              </Link>
            )}
            {filtered ? (
              <Link to={pathname} className="button button-secondary">
                ล้างตัวกรอง
              </Link>
            ) : null}
          </div>
        </div>
      )}
      <Pagination page={list.page} pages={list.pages} basePath={pathname} query={params} />
    </div>
  );
}
