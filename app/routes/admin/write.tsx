import { data, redirect } from "react-router";
import { EditorForm } from "../../components/admin/editor-form.tsx";
import { kindByKey, type AdminKind } from "../../content/admin-kinds.ts";
import { editorInput } from "../../content/editor-fields.ts";
import { requireIntent, requirePermission, requireView } from "../guards.server.ts";
import { editorView } from "../../domain/content/editor-view.server.ts";
import { checkSlug, isItemOfKind, saveItem } from "../../domain/content/item-editor.server.ts";
import { applyWorkflow, stepRefusal } from "../../domain/content/item-workflow.server.ts";
import { HELD_MESSAGE } from "../../domain/content/pending-changes.server.ts";
import { mayTakeStep } from "../../domain/accounts/authorize.server.ts";
import { failure } from "../../lib/app-error.ts";
import { formText } from "../../lib/form-data.ts";
import { actorOf, idParam, notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/write";

/** The item's id; a new item of a kind that takes none (the site's own pages) does not exist. */
function itemId(kind: AdminKind, raw: string | undefined): number | null {
  if (raw === undefined) return kind.fixed ? notFound() : null;
  return idParam(raw);
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const kind = kindByKey(params.kind);
  if (!kind) notFound();
  const user = await requirePermission(request, context, kind.permissions.write);
  const search = new URL(request.url).searchParams;
  const view = await editorView(user, kind, itemId(kind, params.id), {
    subject: search.get("subject"),
  });
  if (!view) notFound();
  const canPublish = await mayTakeStep(user, kind.type, "publish");
  // A new item saved, then refused the step it was sent with, comes here to say why.
  const step = search.get("refused");
  const refused =
    view.item && (step === "publish" || step === "submit")
      ? await stepRefusal(actorOf(request, user), view.item.id, { action: step })
      : null;
  return { kind, view, canPublish, refused: refused && `บันทึกแล้ว แต่${refused}` };
}

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
  await requireIntent(args, intent);
  const user = await requirePermission(
    request,
    args.context,
    kind.permissions[intent === "publish" ? "publish" : "write"],
  );
  if (intent === "slug") {
    const check = await checkSlug(
      kind,
      id,
      formText(form, "slug", 500),
      formText(form, "title", 500),
    );
    return { intent, ok: true, message: "", fields: {}, check };
  }
  if (intent !== "save" && intent !== "autosave" && intent !== "submit" && intent !== "publish") {
    return data({ intent, ...failure("request.invalid") }, 400);
  }
  const actor = actorOf(request, user);
  const version = Number(formText(form, "version", 20));
  const pending = Number(formText(form, "pendingVersion", 20));
  const result = await saveItem(
    actor,
    kind,
    id ? { id, version, pending } : null,
    editorInput(form),
    intent === "autosave" ? "autosave" : "save",
  );
  if (!result.ok) {
    if (result.code === "item.not-found") notFound();
    return data({ intent, ...result }, result.status);
  }
  if (result.held)
    return { intent, ok: true, message: HELD_MESSAGE, fields: {}, id: result.id, held: true };
  if (intent === "submit" || intent === "publish") {
    const step = await applyWorkflow(actor, result.id, result.version, { action: intent });
    if (!step.ok) {
      // A new item goes to its own address all the same: sent again here, it would be made twice.
      if (!id) throw redirect(`/admin/write/${kind.key}/${result.id}?saved=save&refused=${intent}`);
      return data({ intent, ...step, message: `บันทึกแล้ว แต่${step.message}` }, step.status);
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
  return { intent, ok: true, message: messages[intent], fields: {}, id: result.id };
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
