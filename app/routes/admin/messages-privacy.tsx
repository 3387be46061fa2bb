import "../../styles/contact-inbox.css";
import { data, Form, Link } from "react-router";
import { Notice } from "../../components/admin/notice.tsx";
import {
  MessageRetention,
  PrivacyResults,
  type FoundMessage,
} from "../../components/admin/privacy-request.tsx";
import { FormField } from "../../components/auth/form-field.tsx";
import { requireIntent, requireView } from "../guards.server.ts";
import {
  deleteSenderMessages,
  findSenderMessages,
  senderMessagesAgain,
} from "../../domain/contact/contact-privacy.server.ts";
import {
  MAX_MESSAGE_RETENTION_DAYS,
  messageRetentionDays,
  saveMessageRetention,
} from "../../domain/contact/contact-retention.server.ts";
import type { FullMessage } from "../../db/contact/contact-inbox.server.ts";
import { failure, type FieldErrors } from "../../lib/app-error.ts";
import { formText } from "../../lib/form-data.ts";
import { INBOX_PATH } from "../../lib/staff/contact-inbox.ts";
import type { Route } from "./+types/messages-privacy";
import { actorOf } from "../../lib/http.server.ts";

export async function loader(args: Route.LoaderArgs) {
  await requireView(args);
  return { retentionDays: await messageRetentionDays(), maxDays: MAX_MESSAGE_RETENTION_DAYS };
}

type Outcome = {
  intent: string;
  ok: boolean;
  message: string;
  fields: FieldErrors;
  sender: string;
  found: FoundMessage[] | null;
};

const summary = (messages: FullMessage[]): FoundMessage[] =>
  messages.map((m) => ({
    id: m.id,
    reference: m.reference,
    createdAt: m.created_at,
    topic: m.topic,
    status: m.status,
    fullName: m.full_name,
  }));

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const form = await request.formData();
  const intent = formText(form, "intent", 50);
  const actor = actorOf(request, await requireIntent(args, intent));
  const sender = formText(form, "sender", 320).trim();
  const reply = (outcome: Omit<Outcome, "intent" | "sender">, status = 200) =>
    data<Outcome>({ intent, sender, ...outcome }, status);
  if (intent === "find") {
    const found = await findSenderMessages(actor, sender);
    return found.ok
      ? reply({ ok: true, message: "", fields: {}, found: summary(found.messages) })
      : reply({ ...found, found: null }, found.status);
  }
  if (intent === "delete") {
    const result = await deleteSenderMessages(actor, sender, formText(form, "confirm", 100));
    if (result.ok) return reply({ ok: true, message: result.message, fields: {}, found: [] });
    return reply({ ...result, found: summary(await senderMessagesAgain(sender)) }, result.status);
  }
  if (intent === "retention") {
    const result = await saveMessageRetention(actor, formText(form, "retentionDays", 20));
    if (!result.ok) return reply({ ...result, found: null }, result.status);
    return reply({ ...result, fields: {}, found: null });
  }
  return reply({ ...failure("request.invalid"), found: null }, 400);
}

export const meta: Route.MetaFunction = () => [{ title: "คำขอข้อมูลส่วนบุคคล | ระบบจัดการเว็บไซต์" }];

/**
 * PDPA requests: find every message one person sent (by e-mail or phone), give them a copy, or
 * delete them all; and how long closed messages are kept.
 */
export default function PrivacyPage({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData;
  const searched = outcome && outcome.intent !== "retention" ? outcome : null;
  return (
    <div className="admin-page">
      <p>
        <Link to={INBOX_PATH}>‹ กลับไปกล่องข้อความ</Link>
      </p>
      <h1>คำขอข้อมูลส่วนบุคคล</h1>
      <p>
        ใช้เมื่อผู้ติดต่อขอดู ขอสำเนา หรือขอลบข้อมูลของตน (พ.ร.บ.คุ้มครองข้อมูลส่วนบุคคล) ทุกการค้นหา การส่งออก
        และการลบจะถูกบันทึกในบันทึกการใช้งาน
      </p>
      <section className="admin-section" aria-labelledby="find-title">
        <h2 id="find-title">ค้นหาข้อความของผู้ติดต่อ</h2>
        <Form method="post" className="stack admin-form" noValidate>
          <input type="hidden" name="intent" value="find" />
          <FormField
            name="sender"
            label="อีเมลหรือเบอร์โทรศัพท์ของผู้ติดต่อ"
            hint="เบอร์โทรศัพท์จะเทียบเฉพาะตัวเลข เช่น 081-234-5678 ตรงกับ +66 81 234 5678"
            autoComplete="off"
            required
            maxLength={320}
            defaultValue={searched?.sender ?? ""}
            error={searched?.intent === "find" ? searched.fields.sender : undefined}
          />
          <div className="form-actions">
            <button type="submit" className="button">
              ค้นหา
            </button>
          </div>
        </Form>
      </section>
      {searched?.intent === "delete" && searched.ok ? <Notice result={searched} /> : null}
      {searched?.found && !(searched.intent === "delete" && searched.ok) ? (
        <PrivacyResults
          key={`${searched.intent}:${searched.sender}:${searched.found.length}`}
          sender={searched.sender}
          found={searched.found}
          deleteError={searched.intent === "delete" ? searched.fields.confirm : undefined}
        />
      ) : null}
      <MessageRetention
        days={loaderData.retentionDays}
        max={loaderData.maxDays}
        result={outcome?.intent === "retention" ? outcome : null}
      />
    </div>
  );
}
