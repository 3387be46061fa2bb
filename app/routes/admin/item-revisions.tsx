import { data, Link, redirect } from "react-router";
import { Notice } from "../../components/admin/notice.tsx";
import { RevisionDiff } from "../../components/admin/revision-diff.tsx";
import { RevisionList } from "../../components/admin/revision-list.tsx";
import { RevisionRetention } from "../../components/admin/revision-retention.tsx";
import { requireIntent, requireView } from "../guards.server.ts";
import { createPreviewLink } from "../../domain/content/previews.server.ts";
import {
  KEEP_NEWEST,
  MAX_RETENTION_DAYS,
  revisionRetentionDays,
  saveRevisionRetention,
} from "../../domain/content/revision-retention.server.ts";
import { restoreRevision, revisionsView } from "../../domain/content/revisions.server.ts";
import { failure, type FieldErrors } from "../../lib/app-error.ts";
import { formText } from "../../lib/form-data.ts";
import { actorOf, idParam, notFound } from "../../lib/http.server.ts";
import { parsePage } from "../../lib/paging.ts";
import { mayUse } from "../../lib/route-policy.ts";
import type { Route } from "./+types/item-revisions";

const ID = /^[1-9]\d{0,9}$/;

/** An optional id in the query; present but malformed is a 404. */
function queryId(url: URL, name: string): number | null {
  const raw = url.searchParams.get(name);
  if (!raw) return null;
  if (!ID.test(raw)) notFound();
  return Number(raw);
}

export async function loader(args: Route.LoaderArgs) {
  const user = await requireView(args);
  const id = idParam(args.params.id);
  const url = new URL(args.request.url);
  const page = parsePage(url);
  if (page === null) notFound();
  const choice = { from: queryId(url, "from"), to: queryId(url, "to") };
  const view = await revisionsView(id, page, choice);
  if (!view || page > view.revisions.pages) notFound();
  const retention = mayUse(user, args.pattern, "retention")
    ? { days: await revisionRetentionDays(), keep: KEEP_NEWEST, max: MAX_RETENTION_DAYS }
    : null;
  return { view, choice, retention };
}

type Outcome = { intent: string; ok: boolean; message: string; fields: FieldErrors };

export async function action(args: Route.ActionArgs) {
  const { request, params } = args;
  await requireView(args);
  const id = idParam(params.id);
  const form = await request.formData();
  const intent = formText(form, "intent", 20);
  const actor = actorOf(request, await requireIntent(args, intent));
  if (intent === "restore") {
    const revision = formText(form, "revision", 20);
    const version = formText(form, "version", 20);
    if (!ID.test(revision) || !ID.test(version))
      return data<Outcome>({ intent, ...failure("request.invalid") }, 400);
    const result = await restoreRevision(actor, id, Number(revision), Number(version));
    if (!result.ok) return data<Outcome>({ intent, ...result }, result.status);
    const dropped = result.mediaDropped ? " ภาพหรือไฟล์บางรายการถูกลบออกจากคลังสื่อแล้วจึงไม่ได้นำกลับมา" : "";
    const message = result.held
      ? `นำฉบับที่ ${result.restored} กลับมาเป็นการแก้ไขที่รอผู้ดูแลระบบตรวจแล้ว หน้าเว็บยังแสดงฉบับที่เผยแพร่อยู่${dropped}`
      : `นำฉบับที่ ${result.restored} กลับมาแล้ว เป็นฉบับที่ ${result.version}${dropped}`;
    return data<Outcome>({ intent, ok: true, message, fields: {} });
  }
  if (intent === "preview") {
    const link = await createPreviewLink(actor, id);
    if (!link) notFound();
    throw redirect(`/preview/${link.token}`);
  }
  if (intent === "retention") {
    const saved = await saveRevisionRetention(actor, formText(form, "retentionDays", 20));
    if (!saved.ok) return data<Outcome>({ intent, ...saved }, saved.status);
    return data<Outcome>({ intent, ...saved, fields: {} });
  }
  return data<Outcome>({ intent, ...failure("request.invalid") }, 400);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `ประวัติการแก้ไข ${loaderData?.view.item.title ?? ""} | ระบบจัดการเว็บไซต์` },
];

/** An item's revisions: who saved what when, a side-by-side comparison, one-click restore. */
export default function ItemRevisions({ loaderData, actionData }: Route.ComponentProps) {
  const { view, choice, retention } = loaderData;
  return (
    <div className="admin-page">
      <p>
        <Link to={`/admin/write/${view.kind.key}/${view.item.id}`}>
          ‹ กลับไปแก้ไข “{view.item.title}”
        </Link>
      </p>
      <h1>ประวัติการแก้ไข: {view.item.title}</h1>
      {actionData?.intent !== "retention" ? <Notice result={actionData} /> : null}
      {view.comparison ? (
        <RevisionDiff comparison={view.comparison} currentVersion={view.item.version} />
      ) : null}
      <RevisionList view={view} from={choice.from} to={choice.to} />
      {retention ? (
        <>
          {actionData?.intent === "retention" && actionData.ok ? (
            <Notice result={actionData} />
          ) : null}
          <RevisionRetention
            retention={retention}
            error={actionData?.intent === "retention" ? actionData.fields.retentionDays : undefined}
          />
        </>
      ) : null}
    </div>
  );
}
