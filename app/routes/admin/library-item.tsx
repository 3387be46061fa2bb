import { data, Form, Link, redirect } from "react-router";
import { FocalPoint } from "../../components/admin/focal-point.tsx";
import { MediaThumb } from "../../components/admin/media-thumb.tsx";
import { Notice } from "../../components/admin/notice.tsx";
import { Uploader } from "../../components/admin/uploader.tsx";
import { FormField } from "../../components/auth/form-field.tsx";
import { requireIntent, requireView } from "../guards.server.ts";
import {
  captionsTooLarge,
  MAX_CAPTIONS_BYTES,
  removeCaptions,
  saveCaptions,
} from "../../domain/media/media-captions.server.ts";
import {
  deleteMedia,
  mediaById,
  saveAlt,
  saveDetails,
  summarize,
  usageOf,
} from "../../domain/media/media-library.server.ts";
import { kindOfType } from "../../content/kinds.ts";
import { failure, type FieldErrors } from "../../lib/app-error.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import { formatBytes } from "../../lib/file-sizes.ts";
import { formText } from "../../lib/form-data.ts";
import { actorOf, notFound } from "../../lib/http.server.ts";
import { MEDIA_KIND_LABELS } from "../../lib/staff/media-kinds.ts";
import { mayUse } from "../../lib/route-policy.ts";
import type { Route } from "./+types/library-item";

const USE_LABELS = { cover: "ภาพปก", video: "วิดีโอ", photo: "ภาพในแกลเลอรี", attachment: "ไฟล์แนบ" };

export async function loader(args: Route.LoaderArgs) {
  const user = await requireView(args);
  const media = await mediaById(args.params.id);
  if (!media) notFound();
  return {
    media: summarize(media),
    focal: { x: Math.round(media.focal_x * 100), y: Math.round(media.focal_y * 100) },
    credit: media.credit,
    // An image's original only from the back-office, with its camera metadata (decision 0009).
    original:
      media.kind === "image"
        ? `/admin/library/${media.id}/original`
        : `/media/${media.storage_key}`,
    usedBy: await usageOf(media.id),
    canDelete: mayUse(user, args.pattern, "delete"),
    captions: media.captions_key ? `/media/${media.captions_key}` : null,
  };
}

type Outcome = { intent: string; ok: boolean; message: string; fields: FieldErrors };

export async function action(args: Route.ActionArgs) {
  const { request, params } = args;
  await requireView(args);
  const media = await mediaById(params.id);
  if (!media) notFound();
  // Only a captions file comes with this form; refuse anything far bigger before reading it.
  if (Number(request.headers.get("content-length") ?? 0) > MAX_CAPTIONS_BYTES + 64 * 1024) {
    const refused = captionsTooLarge();
    return data<Outcome>({ intent: "captions", ...refused }, refused.status);
  }
  const form = await request.formData();
  const intent = formText(form, "intent");
  const actor = actorOf(request, await requireIntent(args, intent));
  if (intent === "captions" || intent === "captions-remove") {
    const file = form.get("captions");
    const outcome =
      intent === "captions"
        ? await saveCaptions(actor, media, file instanceof File ? file : null)
        : await removeCaptions(actor, media);
    if (!outcome.ok) return data<Outcome>({ intent: "captions", ...outcome }, outcome.status);
    return data<Outcome>({ intent: "captions", ...outcome, fields: {} });
  }
  if (intent === "details") {
    const result = await saveDetails(actor, media, {
      alt: formText(form, "alt", 2000),
      caption: formText(form, "caption", 2000),
      credit: formText(form, "credit", 2000),
      focalX: formText(form, "focalX", 20),
      focalY: formText(form, "focalY", 20),
    });
    if (!result.ok) return data<Outcome>({ intent, ...result }, result.status);
    return data<Outcome>({ intent, ok: true, message: "บันทึกรายละเอียดแล้ว", fields: {} });
  }
  if (intent === "alt") {
    const result = await saveAlt(actor, media, formText(form, "alt", 2000));
    if (!result.ok) return data<Outcome>({ intent, ...result }, result.status);
    return data<Outcome>({ intent, ok: true, message: "บันทึกข้อความแทนภาพแล้ว", fields: {} });
  }
  if (intent === "delete") {
    const result = await deleteMedia(actor, media);
    if (result.ok) return redirect("/admin/library?deleted=1");
    return data<Outcome>({ intent, ...result }, result.status);
  }
  return data<Outcome>({ intent, ...failure("request.invalid") }, 400);
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `${loaderData?.media.name ?? "ไฟล์"} | คลังสื่อ` },
];

/** One file: describe it, set its focal point, see where it is used, replace or delete it. */
export default function LibraryItem({ loaderData, actionData }: Route.ComponentProps) {
  const { media, focal, credit, original, usedBy, canDelete, captions } = loaderData;
  const errors: Partial<Record<string, string>> = actionData?.fields ?? {};
  const inUse = usedBy.logo || usedBy.items.length > 0;
  const result = (intent: string) => (actionData?.intent === intent ? actionData : null);
  return (
    <div className="admin-page">
      <p>
        <Link to="/admin/library">‹ คลังสื่อ</Link>
      </p>
      <h1>{media.name}</h1>
      <p>
        {MEDIA_KIND_LABELS[media.kind]} · {formatBytes(media.byteSize)}
        {media.width ? ` · ${media.width}×${media.height} พิกเซล` : ""} · อัปโหลดเมื่อ{" "}
        {thaiDateTime(media.createdAt)} ·{" "}
        <a href={original} download>
          ดาวน์โหลดไฟล์ต้นฉบับ
        </a>
      </p>
      <section className="admin-section" aria-labelledby="details-title">
        <h2 id="details-title">รายละเอียด</h2>
        <Notice result={result("details")} />
        <Form method="post" className="stack admin-form" noValidate>
          <input type="hidden" name="intent" value="details" />
          {media.kind === "image" ? (
            <FocalPoint media={media} focal={focal} errors={errors} />
          ) : (
            <MediaThumb media={media} />
          )}
          <FormField
            name="alt"
            label="ข้อความแทนภาพ (alt)"
            hint="บอกสิ่งที่อยู่ในภาพสำหรับผู้ที่มองไม่เห็น จำเป็นก่อนเผยแพร่ภาพ"
            maxLength={300}
            defaultValue={media.alt}
            error={errors.alt}
          />
          <FormField
            name="caption"
            label="คำบรรยายภาพ"
            maxLength={500}
            defaultValue={media.caption}
            error={errors.caption}
          />
          <FormField
            name="credit"
            label="เครดิต / ที่มา"
            maxLength={200}
            defaultValue={credit}
            error={errors.credit}
          />
          <button type="submit" className="button">
            บันทึกรายละเอียด
          </button>
        </Form>
      </section>
      {media.kind === "video" ? (
        <section className="admin-section" aria-labelledby="captions-title">
          <h2 id="captions-title">คำบรรยายวิดีโอ (captions)</h2>
          <Notice result={result("captions")} />
          <p>
            {captions ? (
              <>
                มีคำบรรยายแล้ว ·{" "}
                <a href={captions} download>
                  ดาวน์โหลดไฟล์คำบรรยาย
                </a>
              </>
            ) : (
              "ยังไม่มีคำบรรยาย ผู้ที่ไม่ได้ยินเสียงจะไม่ทราบเนื้อหาของวิดีโอ"
            )}
          </p>
          <Form method="post" encType="multipart/form-data" className="stack admin-form">
            <input type="hidden" name="intent" value="captions" />
            <div className="field">
              <label htmlFor="captions-file">ไฟล์คำบรรยายแบบ WebVTT (.vtt) ภาษาไทย</label>
              <input
                id="captions-file"
                name="captions"
                type="file"
                accept=".vtt,text/vtt"
                required
              />
              <p className="hint">ไม่เกิน 512 KB เมื่อวิดีโอเล่น ผู้ชมเปิดคำบรรยายได้จากเครื่องเล่น</p>
            </div>
            <button type="submit" className="button">
              {captions ? "แทนที่คำบรรยาย" : "เพิ่มคำบรรยาย"}
            </button>
          </Form>
          {captions ? (
            <Form method="post">
              <input type="hidden" name="intent" value="captions-remove" />
              <button type="submit" className="button button-secondary">
                ลบคำบรรยาย
              </button>
            </Form>
          ) : null}
        </section>
      ) : null}
      <section className="admin-section" aria-labelledby="usage-title">
        <h2 id="usage-title">ใช้อยู่ในเนื้อหา</h2>
        {inUse ? (
          <ul>
            {usedBy.logo ? <li>โลโก้ของเว็บไซต์ (ตั้งค่าเว็บไซต์)</li> : null}
            {usedBy.items.map((use) => (
              <li key={`${use.itemId}-${use.use}`}>
                {use.title} ({kindOfType(use.type).label}, {USE_LABELS[use.use]})
              </li>
            ))}
          </ul>
        ) : (
          <p>ยังไม่ได้ใช้ในเนื้อหาใด</p>
        )}
      </section>
      <Uploader replace={media.id} />
      {canDelete ? (
        <section className="admin-section" aria-labelledby="delete-title">
          <h2 id="delete-title">ลบไฟล์</h2>
          <Notice result={result("delete")} />
          {inUse ? (
            <p>ลบไม่ได้ขณะที่ไฟล์ยังถูกใช้อยู่ตามรายการข้างต้น</p>
          ) : (
            <details className="danger-zone">
              <summary>ลบไฟล์นี้ถาวร</summary>
              <Form method="post">
                <input type="hidden" name="intent" value="delete" />
                <p>ไฟล์และภาพทุกขนาดจะถูกลบและกู้คืนไม่ได้</p>
                <button type="submit" className="button button-danger">
                  ยืนยันลบไฟล์
                </button>
              </Form>
            </details>
          )}
        </section>
      ) : null}
    </div>
  );
}
