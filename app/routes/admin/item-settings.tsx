import { data, Link, redirect } from "react-router";
import { ItemSettingsDanger } from "../../components/admin/item-settings-danger.tsx";
import { AddressForm, DisplayForm, SeoForm } from "../../components/admin/item-settings-forms.tsx";
import {
  ItemSettingsStatus,
  statusLabel,
  type SettingsOutcome,
} from "../../components/admin/item-settings-status.tsx";
import { permissionFor } from "../../content/admin-kinds.ts";
import { requireIntent, requirePermission, requireView } from "../guards.server.ts";
import {
  changeAddress,
  changeDisplay,
  changeSeo,
  itemSettingsView,
  settingsPath,
  type SettingsResult,
} from "../../domain/content/item-settings.server.ts";
import { toBangkokInput } from "../../lib/bangkok-time.ts";
import {
  changeStatus,
  trashItem,
  type WorkflowIntent,
} from "../../domain/content/item-settings-status.server.ts";
import type { Actor } from "../../domain/content/item-workflow.server.ts";
import { failure } from "../../lib/app-error.ts";
import { formText } from "../../lib/form-data.ts";
import { actorOf, idParam, notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/item-settings";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, context, "content.write");
  const view = await itemSettingsView(user, idParam(params.id));
  if (!view) notFound();
  await requirePermission(request, context, permissionFor(view.item.type, "write"));
  if (params.type !== view.item.type || params.subject !== (view.item.subject ?? "-"))
    throw redirect(view.path);
  const saved = new URL(request.url).searchParams.get("saved") === "address";
  return {
    ...view,
    publishAtInput: view.publishAt ? toBangkokInput(view.publishAt) : "",
    saved: saved ? { intent: "address", ok: true, message: "บันทึกการตั้งค่าแล้ว", fields: {} } : null,
  };
}

const STEPS: readonly WorkflowIntent[] = [
  "publish",
  "schedule",
  "schedule-unpublish",
  "unpublish",
  "archive",
  "restore",
  "untrash",
];

/** The change a form asks for; null for an intent this page does not know. */
function perform(
  actor: Actor,
  id: number,
  version: number,
  intent: string,
  form: FormData,
): Promise<SettingsResult> | null {
  if (intent === "address")
    return changeAddress(actor, id, version, {
      slug: formText(form, "slug", 500),
      subject: formText(form, "subject", 50),
    });
  if (intent === "display")
    return changeDisplay(actor, id, version, {
      pinned: formText(form, "pinned") === "1",
      pinnedOrder: formText(form, "pinnedOrder", 20),
      listed: formText(form, "listed") === "1",
    });
  if (intent === "seo")
    return changeSeo(actor, id, version, {
      seoTitle: formText(form, "seoTitle", 500),
      seoDescription: formText(form, "seoDescription", 1000),
    });
  if (intent === "trash") return trashItem(actor, id, version, formText(form, "confirm", 1000));
  const step = STEPS.find((s) => s === intent);
  return step ? changeStatus(actor, id, version, step, formText(form, step, 30)) : null;
}

export async function action(args: Route.ActionArgs) {
  const { request, params } = args;
  const user = await requireView(args);
  const id = idParam(params.id);
  // An item is changed only under its own address: another type's or subject's is a 404.
  const view = await itemSettingsView(user, id);
  if (!view || view.path !== `/admin/data/${id}/${params.type}/${params.subject}/setting`)
    notFound();
  await requirePermission(request, args.context, permissionFor(view.item.type, "write"));
  const form = await request.formData();
  const intent = formText(form, "intent", 50);
  await requireIntent(args, intent);
  const version = Number(formText(form, "version", 20));
  const pending = perform(actorOf(request, user), id, version, intent, form);
  if (!pending) return data<SettingsOutcome>({ intent, ...failure("request.invalid") }, 400);
  const result = await pending;
  if (!result.ok) return data<SettingsOutcome>({ intent, ...result }, result.status);
  const { item } = result;
  if (item.type !== params.type || (item.subject ?? "-") !== params.subject)
    throw redirect(`${settingsPath(item)}?saved=address`);
  return { intent, ok: true, message: result.message, fields: {} } satisfies SettingsOutcome;
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `ตั้งค่า ${loaderData?.item.title ?? ""} | ระบบจัดการเว็บไซต์` },
];

/** One item's settings: status and schedule, address, display, search fields and danger zone. */
export default function ItemSettingsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { item, canPublish, canDelete } = loaderData;
  const outcome: SettingsOutcome | undefined = actionData ?? loaderData.saved ?? undefined;
  const result = (intent: string) => (outcome?.intent === intent ? outcome : null);
  const published = item.status === "published" && !item.deleted_at;
  return (
    <div className="admin-page">
      <p>{loaderData.editPath ? <Link to={loaderData.editPath}>‹ กลับไปแก้ไขเนื้อหา</Link> : null}</p>
      <h1>ตั้งค่า: {item.title}</h1>
      <p>
        {loaderData.kindLabel} · {statusLabel(item)} · ฉบับที่ {item.version}
        {published ? (
          <>
            {" · "}
            <Link to={loaderData.publicPath}>ดูหน้าเว็บ</Link>
          </>
        ) : null}
      </p>
      {loaderData.pending ? (
        <p className="notice notice-waiting" role="note">
          ชื่อในลิงก์และข้อมูลสำหรับเครื่องมือค้นหาด้านล่างเป็นการแก้ไขของคุณที่รอผู้ดูแลระบบตรวจ หน้าเว็บยังใช้ค่าที่เผยแพร่อยู่
        </p>
      ) : null}
      <ItemSettingsStatus
        item={item}
        canPublish={canPublish}
        publishAtInput={loaderData.publishAtInput}
        outcome={outcome}
      />
      {item.deleted_at ? null : (
        <>
          <DisplayForm item={item} result={result("display")} canPublish={canPublish} />
          <AddressForm item={item} result={result("address")} publicPath={loaderData.publicPath} />
          <SeoForm item={item} result={result("seo")} />
        </>
      )}
      <ItemSettingsDanger
        item={item}
        canPublish={canPublish}
        canDelete={canDelete}
        purgeAt={loaderData.purgeAt}
        outcome={outcome}
      />
    </div>
  );
}
