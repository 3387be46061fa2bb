import "../../styles/contact-inbox.css";
import { data, Link, redirect } from "react-router";
import { MessageStatus } from "../../components/admin/inbox-table.tsx";
import {
  DeleteMessageForm,
  HandlingForm,
  type MessageOutcome,
} from "../../components/admin/message-forms.tsx";
import { MessageHistory } from "../../components/admin/message-history.tsx";
import { requireIntent, requireView } from "../guards.server.ts";
import {
  assigneeChoices,
  changeHandling,
  deleteMessage,
} from "../../domain/contact/contact-handling.server.ts";
import { findMessage, messageHistory } from "../../domain/contact/contact-inbox.server.ts";
import { failure } from "../../lib/app-error.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import { formText } from "../../lib/form-data.ts";
import { actorOf, idParam, notFound } from "../../lib/http.server.ts";
import { mayUse } from "../../lib/route-policy.ts";
import { INBOX_PATH, MAX_NOTE } from "../../lib/staff/contact-inbox.ts";
import type { Route } from "./+types/message-setting";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireView(args);
  const id = idParam(args.params.id);
  const message = await findMessage(id);
  if (!message) notFound();
  return {
    message,
    history: await messageHistory(id),
    staff: await assigneeChoices(),
    canDelete: mayUse(user, args.pattern, "delete"),
  };
}

export async function action(args: Route.ActionArgs) {
  const { request, params } = args;
  await requireView(args);
  const id = idParam(params.id);
  const form = await request.formData();
  const intent = formText(form, "intent", 50);
  const actor = actorOf(request, await requireIntent(args, intent));
  if (intent === "handle") {
    const result = await changeHandling(actor, id, {
      status: formText(form, "status", 30),
      assigneeId: formText(form, "assigneeId", 20),
      note: formText(form, "note", MAX_NOTE + 500),
    });
    if (!result.ok) return data<MessageOutcome>({ intent, ...result }, result.status);
    return { intent, ok: true, message: result.message, fields: {} } satisfies MessageOutcome;
  }
  if (intent === "delete") {
    const result = await deleteMessage(actor, id, formText(form, "confirm", 200));
    if (!result.ok) return data<MessageOutcome>({ intent, ...result }, result.status);
    throw redirect(`${INBOX_PATH}?deleted=${encodeURIComponent(result.reference)}`);
  }
  return data<MessageOutcome>({ intent, ...failure("request.invalid") }, 400);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `จัดการข้อความ ${loaderData?.message.reference ?? ""} | ระบบจัดการเว็บไซต์` },
];

/** One message's handling: status, assignee and internal note, and deleting it. */
export default function MessageSettingPage({ loaderData, actionData }: Route.ComponentProps) {
  const { message, history, staff, canDelete } = loaderData;
  const result = (intent: string) => (actionData?.intent === intent ? actionData : null);
  return (
    <div className="admin-page">
      <p>
        <Link to={`${INBOX_PATH}/${message.id}`}>‹ กลับไปที่ข้อความ</Link>
      </p>
      <h1>จัดการข้อความ {message.reference}</h1>
      <p>
        {message.topic} · จาก {message.full_name} · {thaiDateTime(message.created_at)} ·{" "}
        <MessageStatus status={message.status} />
      </p>
      <HandlingForm message={message} staff={staff} maxNote={MAX_NOTE} result={result("handle")} />
      <MessageHistory history={history} />
      {canDelete ? <DeleteMessageForm message={message} result={result("delete")} /> : null}
    </div>
  );
}
