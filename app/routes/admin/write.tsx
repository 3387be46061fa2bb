import { data, redirect } from "react-router";
import { EditorForm } from "../../components/admin/editor-form.tsx";
import { kindByKey, type AdminKind } from "../../content/admin-kinds.ts";
import { requireIntent, requirePermission, requireView } from "../../domain/authorize.server.ts";
import { checkSlug, editorView, isItemOfKind, saveItem } from "../../domain/item-editor.server.ts";
import { applyWorkflow } from "../../domain/item-workflow.server.ts";
import { HELD_MESSAGE } from "../../domain/pending-changes.server.ts";
import { getSecuritySettings } from "../../domain/security-settings.server.ts";
import { formText } from "../../lib/form-data.ts";
import { idParam, notFound } from "../../lib/http.server.ts";
import { can } from "../../lib/permissions.ts";
import type { Route } from "./+types/write";

/** The item's id; a new item of a kind that takes none (the site's own pages) does not exist. */
function itemId(kind: AdminKind, raw: string | undefined): number | null {
  if (raw === undefined) return kind.fixed ? notFound() : null;
  return idParam(raw);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await requirePermission(request, context, "content.write");
  const kind = kindByKey(params.kind);
  if (!kind) notFound();
  const view = await editorView(user, kind, itemId(kind, params.id));
  if (!view) notFound();
  const canPublish = can(user, "content.publish", await getSecuritySettings());
  return { kind, view, canPublish };
}

const ids = (form: FormData, name: string) =>
  form.getAll(name).filter((v): v is string => typeof v === "string" && v !== "");

export async function action(args: Route.ActionArgs) {
  const { request, params } = args;
  await requireView(args);
  const kind = kindByKey(params.kind);
  if (!kind) notFound();
  const id = itemId(kind, params.id);
  if (id && !(await isItemOfKind(kind, id))) notFound();
  const form = await request.formData();
  const intent = formText(form, "intent");
  // Before anything is saved: a refused publish must not save either.
  const user = await requireIntent(args, intent);
  if (intent === "slug") {
    const check = await checkSlug(
      kind,
      id,
      formText(form, "slug", 500),
      formText(form, "title", 500),
    );
    return { intent, ok: true, message: "", errors: {}, check };
  }
  if (intent !== "save" && intent !== "autosave" && intent !== "submit" && intent !== "publish") {
    return data({ intent, ok: false, message: "คำขอไม่ถูกต้อง", errors: {} }, 400);
  }
  const actor = { request, user };
  const version = Number(formText(form, "version", 20));
  const pending = Number(formText(form, "pendingVersion", 20));
  const result = await saveItem(
    actor,
    kind,
    id ? { id, version, pending } : null,
    {
      title: formText(form, "title", 1000),
      slug: formText(form, "slug", 500),
      summary: formText(form, "summary", 5000),
      body: formText(form, "body", 400_000),
      subject: formText(form, "subject", 50) || undefined,
      coverId: formText(form, "coverId", 20) || undefined,
      photoIds: ids(form, "photoIds"),
      attachmentIds: ids(form, "attachmentIds"),
      videoId: formText(form, "videoId", 20) || undefined,
      videoUrl: formText(form, "videoUrl", 1000) || undefined,
      faqCategoryId: formText(form, "faqCategoryId", 20) || undefined,
      documentDate: formText(form, "documentDate", 20),
      seoTitle: formText(form, "seoTitle", 500),
      seoDescription: formText(form, "seoDescription", 1000),
    },
    intent === "autosave" ? "autosave" : "save",
  );
  if (!result.ok) {
    if (result.missing) notFound();
    const message = result.errors.form ?? "บันทึกไม่สำเร็จ กรุณาแก้ไขข้อมูลที่ระบุ";
    return data(
      { intent, ok: false, message, errors: result.errors, conflict: result.conflict },
      result.errors.form ? 409 : 400,
    );
  }
  if (result.held)
    return { intent, ok: true, message: HELD_MESSAGE, errors: {}, id: result.id, held: true };
  if (intent === "submit" || intent === "publish") {
    const step = await applyWorkflow(actor, result.id, result.version, { action: intent });
    if (!step.ok) {
      return data(
        { intent, ok: false, message: `บันทึกแล้ว แต่${step.message}`, errors: {} },
        step.status,
      );
    }
  }
  const messages = {
    save: "บันทึกฉบับร่างแล้ว",
    autosave: "บันทึกอัตโนมัติแล้ว",
    submit: "บันทึกและส่งให้ผู้ดูแลระบบตรวจแล้ว",
    publish: "บันทึกและเผยแพร่แล้ว",
  };
  if (!id && intent !== "autosave") {
    throw redirect(`/admin/write/${kind.key}/${result.id}?saved=${intent}`);
  }
  return { intent, ok: true, message: messages[intent], errors: {}, id: result.id };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData?.view.item ? "แก้ไข" : "เขียน"}${loaderData?.kind.label ?? ""} | ระบบจัดการเว็บไซต์`,
  },
];

/** Writes a new item of a kind, or edits one, with the workflow buttons the person may use. */
export default function Write({ loaderData, actionData }: Route.ComponentProps) {
  return <EditorForm key={loaderData.view.item?.id ?? "new"} {...loaderData} result={actionData} />;
}
