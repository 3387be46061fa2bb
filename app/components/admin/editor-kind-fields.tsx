import type { AdminKind } from "../../content/admin-kinds.ts";
import { LIMITS } from "../../content/editor-fields.ts";
import type { EditorView } from "../../domain/content/editor-view.server.ts";
import { toThaiNumericDate } from "../../lib/dates.ts";
import { FormField, TextAreaField } from "../auth/form-field.tsx";
import { AttachmentChoice, ImageChoice, VideoChoice, PhotoList } from "./editor-media.tsx";

type Props = {
  kind: AdminKind;
  view: EditorView;
  errors: Partial<Record<string, string>>;
};

/** How the item is filed, as its kind declares: subject, document date, FAQ category, position. */
export function FilingFields({ kind, view, errors }: Props) {
  const { item } = view;
  return (
    <>
      {kind.subjects ? (
        <div className="field" data-invalid={errors.subject ? true : undefined}>
          <label htmlFor="field-subject">{kind.subjects.label}</label>
          <select
            id="field-subject"
            name="subject"
            defaultValue={item?.subject ?? view.newSubject ?? kind.subject ?? ""}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={errors.subject ? "field-subject-error" : undefined}
          >
            {kind.subject ? null : <option value="">เลือก{kind.subjects.label}</option>}
            {kind.subjects.choices.map((s) => (
              <option key={s.key} value={s.key}>
                {s.label}
              </option>
            ))}
          </select>
          {errors.subject ? (
            <p className="field-error" id="field-subject-error">
              {errors.subject}
            </p>
          ) : null}
        </div>
      ) : null}
      {kind.fields.includes("documentDate") ? (
        <FormField
          name="documentDate"
          label="วันที่ของเอกสาร"
          hint="วัน/เดือน/ปี พ.ศ. เช่น 15/03/2568"
          inputMode="numeric"
          maxLength={LIMITS.documentDate}
          required
          defaultValue={item?.document_date ? toThaiNumericDate(item.document_date) : ""}
          error={errors.documentDate}
        />
      ) : null}
      {kind.fields.includes("faqCategory") ? (
        <div className="field">
          <label htmlFor="field-faqCategoryId">หมวดคำถาม</label>
          <select
            id="field-faqCategoryId"
            name="faqCategoryId"
            defaultValue={item?.faq_category_id ?? ""}
          >
            <option value="">ไม่ระบุหมวด</option>
            {view.categories.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {kind.fields.includes("position") ? (
        <FormField
          name="position"
          label="ตำแหน่ง"
          required
          maxLength={LIMITS.position}
          defaultValue={view.details.position ?? ""}
          error={errors.position}
        />
      ) : null}
    </>
  );
}

/** The item's media and contact details, as its kind declares them. */
export function MediaAndContactFields({
  kind,
  view,
  errors,
  onChange,
}: Props & { onChange: () => void }) {
  const { item } = view;
  return (
    <>
      {kind.fields.includes("cover") ? (
        <ImageChoice
          name="coverId"
          label={kind.coverLabel}
          choices={view.choices.image}
          selected={item?.cover_media_id ?? null}
          error={errors.coverId}
          onChange={onChange}
        />
      ) : null}
      {kind.fields.includes("video") ? (
        <>
          <VideoChoice
            name="videoId"
            label="ไฟล์วิดีโอ"
            choices={view.choices.video}
            selected={item?.video_media_id ?? null}
            error={errors.videoId}
          />
          <FormField
            name="videoUrl"
            label="หรือลิงก์วิดีโอ YouTube / Facebook"
            type="url"
            maxLength={LIMITS.videoUrl}
            defaultValue={item?.video_url ?? ""}
            error={errors.videoUrl}
          />
        </>
      ) : null}
      {kind.fields.includes("photos") ? (
        <PhotoList
          choices={view.choices.image}
          initial={view.photoIds}
          error={errors.photoIds}
          onChange={onChange}
        />
      ) : null}
      {kind.fields.includes("attachments") ? (
        <AttachmentChoice
          documents={view.choices.document}
          selected={view.attachmentIds}
          error={errors.attachmentIds}
        />
      ) : null}
      {kind.fields.includes("phone") ? (
        <FormField
          name="phone"
          label="โทรศัพท์"
          type="tel"
          autoComplete="off"
          maxLength={LIMITS.phone}
          defaultValue={view.details.phone ?? ""}
          error={errors.phone}
        />
      ) : null}
      {kind.fields.includes("email") ? (
        <FormField
          name="email"
          label="อีเมล"
          type="email"
          autoComplete="off"
          maxLength={LIMITS.email}
          defaultValue={view.details.email ?? ""}
          error={errors.email}
        />
      ) : null}
      {kind.fields.includes("byline") ? (
        <FormField
          name="byline"
          label="ผู้เขียนหรือแหล่งที่มา"
          hint="แสดงใต้หัวข้อ เช่น กลุ่มงานควบคุมโรค หรือ กรมควบคุมโรค"
          maxLength={LIMITS.byline}
          defaultValue={view.details.byline ?? ""}
          error={errors.byline}
        />
      ) : null}
      {kind.fields.includes("keywords") ? (
        <FormField
          name="keywords"
          label="คำสำคัญ"
          hint="คั่นด้วยจุลภาค เช่น ไข้เลือดออก, ยุงลาย ผู้อ่านคลิกเพื่อค้นหาเรื่องอื่นที่เกี่ยวข้องได้"
          maxLength={LIMITS.keywords}
          defaultValue={view.details.keywords ?? ""}
          error={errors.keywords}
        />
      ) : null}
      {kind.fields.includes("order") ? (
        <FormField
          name="order"
          label="ลำดับการแสดง"
          hint="เลขน้อยแสดงก่อน"
          type="number"
          inputMode="numeric"
          min={0}
          max={LIMITS.order}
          defaultValue={view.details.order ?? ""}
          error={errors.order}
        />
      ) : null}
      {kind.fields.includes("review") ? <ReviewFields {...{ kind, view, errors }} /> : null}
    </>
  );
}

/** Who in the office checked this health content, when, when next, and on what sources. */
function ReviewFields({ view, errors }: Props) {
  const { details } = view;
  const date = (iso: string | undefined) => (iso ? toThaiNumericDate(iso) : "");
  return (
    <fieldset className="editor-group">
      <legend>การตรวจทานทางการแพทย์ (ถ้ามี)</legend>
      <p className="hint">แสดงบนหน้าเว็บว่า “ตรวจทานโดย … เมื่อ …” เช่น แพทย์หรือเภสัชกรของสำนักงาน</p>
      <FormField
        name="reviewer"
        label="ชื่อผู้ตรวจทาน"
        maxLength={LIMITS.reviewer}
        defaultValue={details.reviewer ?? ""}
        error={errors.reviewer}
      />
      <FormField
        name="reviewerTitle"
        label="ตำแหน่งผู้ตรวจทาน"
        hint="เช่น นายแพทย์ชำนาญการพิเศษ หรือ เภสัชกรชำนาญการ"
        maxLength={LIMITS.reviewerTitle}
        defaultValue={details.reviewerTitle ?? ""}
        error={errors.reviewerTitle}
      />
      <FormField
        name="reviewedOn"
        label="วันที่ตรวจทาน"
        hint="วัน/เดือน/ปี พ.ศ. เช่น 15/03/2569"
        inputMode="numeric"
        maxLength={LIMITS.reviewedOn}
        defaultValue={date(details.reviewedOn)}
        error={errors.reviewedOn}
      />
      <FormField
        name="reviewDue"
        label="ทบทวนครั้งถัดไป"
        hint="วัน/เดือน/ปี พ.ศ. แดชบอร์ดเตือนเมื่อใกล้ถึงกำหนด"
        inputMode="numeric"
        maxLength={LIMITS.reviewDue}
        defaultValue={date(details.reviewDue)}
        error={errors.reviewDue}
      />
      <TextAreaField
        name="references"
        label="แหล่งอ้างอิง"
        hint="บรรทัดละหนึ่งรายการ: ชื่อเอกสาร | หน่วยงาน | ลิงก์ เช่น แนวทางการดูแลผู้ป่วยไข้เลือดออก | กรมควบคุมโรค | https://ddc.moph.go.th/…"
        rows={4}
        maxLength={LIMITS.references}
        defaultValue={details.references ?? ""}
        error={errors.references}
      />
    </fieldset>
  );
}
