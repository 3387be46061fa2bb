import { data, Form, Link } from "react-router";
import { Notice } from "../../components/admin/notice.tsx";
import { FieldTable } from "../../components/admin/revision-diff.tsx";
import { TextAreaField } from "../../components/auth/form-field.tsx";
import { requireIntent, requireView } from "../guards.server.ts";
import {
  publishPendingChange,
  reviewView,
  sendBackPendingChange,
} from "../../domain/content/pending-review.server.ts";
import { failure } from "../../lib/app-error.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import { formText } from "../../lib/form-data.ts";
import { actorOf, idParam, notFound } from "../../lib/http.server.ts";
import type { Route } from "./+types/item-review";

const ID = /^[1-9]\d{0,9}$/;

export async function loader(args: Route.LoaderArgs) {
  await requireView(args);
  const view = await reviewView(idParam(args.params.id));
  if (!view) notFound();
  return { view };
}

type Outcome = { intent: string; ok: boolean; message: string };

export async function action(args: Route.ActionArgs) {
  const { request, params } = args;
  await requireView(args);
  const id = idParam(params.id);
  const form = await request.formData();
  const intent = formText(form, "intent", 20);
  const user = await requireIntent(args, intent);
  const version = formText(form, "version", 20);
  const pending = formText(form, "pendingVersion", 20);
  if ((intent !== "publish" && intent !== "return") || !ID.test(version) || !ID.test(pending))
    return data<Outcome>({ intent, ...failure("request.invalid") }, 400);
  const actor = actorOf(request, user);
  const result =
    intent === "publish"
      ? await publishPendingChange(actor, id, {
          version: Number(version),
          pending: Number(pending),
        })
      : await sendBackPendingChange(actor, id, Number(pending), formText(form, "note", 5000));
  return data<Outcome>({ intent, ...result }, result.ok ? 200 : result.status);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `ตรวจการแก้ไข ${loaderData?.view.item.title ?? ""} | ระบบจัดการเว็บไซต์` },
];

/**
 * A change to a published item waiting for review: the live content beside it, field by field,
 * then publish it or send it back to its writer with a note.
 */
export default function ItemReview({ loaderData, actionData }: Route.ComponentProps) {
  const { item, kind, pending } = loaderData.view;
  const left = `ฉบับที่เผยแพร่อยู่ (ฉบับที่ ${item.version})`;
  const right = "การแก้ไขที่รอตรวจ";
  const changed = pending?.fields.filter((f) => f.changed) ?? [];
  return (
    <div className="admin-page">
      <p>
        <Link to={`/admin/write/${kind.key}/${item.id}`}>‹ กลับไปที่ “{item.title}”</Link>
      </p>
      <h1>ตรวจการแก้ไข: {item.title}</h1>
      <Notice result={actionData} />
      {!pending ? (
        <p>ไม่มีการแก้ไขที่รอตรวจสำหรับ{kind.label}นี้</p>
      ) : (
        <>
          <p>
            แก้ไขโดย {pending.author} บันทึกล่าสุดเมื่อ{" "}
            <time dateTime={pending.updatedAt}>{thaiDateTime(pending.updatedAt)}</time> เริ่มจากฉบับที่{" "}
            {pending.baseVersion}
          </p>
          {pending.baseVersion !== item.version ? (
            <div className="notice notice-waiting" role="note">
              <p>
                การแก้ไขนี้เริ่มจากฉบับที่ {pending.baseVersion} แต่ฉบับที่เผยแพร่อยู่ตอนนี้คือฉบับที่ {item.version}{" "}
                ซึ่งมีผู้แก้ไขหลังจากนั้น การเผยแพร่จะแทนที่ฉบับปัจจุบันทั้งหมดด้วยการแก้ไขนี้ ตรวจความแตกต่างด้านล่างให้ดีก่อน
              </p>
            </div>
          ) : null}
          {pending.returned ? (
            <div className="notice notice-waiting" role="note">
              <p>
                ส่งกลับให้ผู้เขียนแล้วเมื่อ{" "}
                <time dateTime={pending.returned.at}>{thaiDateTime(pending.returned.at)}</time>
              </p>
              {pending.returned.note ? (
                <p className="return-note">บันทึกถึงผู้เขียน: {pending.returned.note}</p>
              ) : null}
            </div>
          ) : null}
          <section className="admin-section" aria-labelledby="review-diff-title">
            <h2 id="review-diff-title">ความแตกต่าง</h2>
            {changed.length ? (
              <p className="hint">
                ซ้าย: {left} · ขวา: {right} · เครื่องหมาย − คือข้อความที่ถูกลบออก เครื่องหมาย +
                คือข้อความที่เพิ่มเข้ามา · คำที่เปลี่ยนเป็นตัวหนาบนพื้นเน้นสี
              </p>
            ) : (
              <p>การแก้ไขนี้มีข้อความเหมือนฉบับที่เผยแพร่อยู่</p>
            )}
            {changed.map((field) => (
              <FieldTable key={field.label} field={field} left={left} right={right} />
            ))}
          </section>
          {item.trashed ? (
            <p>เนื้อหานี้อยู่ในถังขยะ กรุณานำกลับก่อนเผยแพร่การแก้ไข</p>
          ) : (
            <section className="admin-section" aria-labelledby="review-decision-title">
              <h2 id="review-decision-title">ผลการตรวจ</h2>
              <Form method="post" className="form-actions">
                <input type="hidden" name="version" value={item.version} />
                <input type="hidden" name="pendingVersion" value={pending.version} />
                <button type="submit" name="intent" value="publish" className="button">
                  เผยแพร่การแก้ไขนี้
                </button>
              </Form>
              {pending.returned ? null : (
                <Form method="post" className="stack">
                  <input type="hidden" name="version" value={item.version} />
                  <input type="hidden" name="pendingVersion" value={pending.version} />
                  <TextAreaField
                    name="note"
                    label="บันทึกถึงผู้เขียน (ไม่บังคับ)"
                    hint="บอกผู้เขียนว่าควรแก้ไขอะไร ผู้เขียนจะเห็นบันทึกนี้ในหน้าแก้ไข"
                    rows={3}
                    maxLength={1000}
                  />
                  <div className="form-actions">
                    <button
                      type="submit"
                      name="intent"
                      value="return"
                      className="button button-secondary"
                    >
                      ส่งกลับให้ผู้เขียนแก้ไข
                    </button>
                  </div>
                </Form>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
