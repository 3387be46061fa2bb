import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Form, useFetcher, useLocation, useSearchParams } from "react-router";
import type { AdminKind } from "../../content/admin-kinds.ts";
import { LIMITS } from "../../content/editor-fields.ts";
import { ownEntry } from "../../lib/own-entry.ts";
import type { EditorView } from "../../domain/content/editor-view.server.ts";
import type { Conflict } from "../../domain/content/item-editor.server.ts";
import { slugFromTitle, SLUG_TAKEN } from "../../lib/staff/slug.ts";
import { notify } from "../../lib/toast.ts";
import { FormField, TextAreaField } from "../auth/form-field.tsx";
import { useHydrated } from "../use-hydrated.ts";
import { useAutosave, type EditorResult } from "./editor-autosave.ts";
import { EditorConflict } from "./editor-conflict.tsx";
import { EditorHeading } from "./editor-heading.tsx";
import { FilingFields, MediaAndContactFields } from "./editor-kind-fields.tsx";
import { LeaveGuard } from "./leave-guard.tsx";
import { Notice } from "./notice.tsx";
import { SeoFields } from "./seo-preview.tsx";

const RichTextEditor = lazy(() => import("./rich-text-editor.tsx"));

const SAVED: Record<string, string> = {
  save: "บันทึกฉบับร่างแล้ว",
  submit: "บันทึกและส่งให้ผู้ดูแลระบบตรวจแล้ว",
  publish: "บันทึกและเผยแพร่แล้ว",
};

/** The editor's form, derived from the kind's declared fields. */
export function EditorForm({
  kind,
  view,
  canPublish,
  refused,
  result,
}: {
  kind: AdminKind;
  view: EditorView;
  canPublish: boolean;
  /** Why the step a new item was sent with was refused after it was saved. */
  refused: string | null;
  result?: EditorResult;
}) {
  const { item } = view;
  const errors = result?.fields ?? {};
  const [params] = useSearchParams();
  const form = useRef<HTMLFormElement>(null);
  const { autosave, dirty, changed, sent } = useAutosave(form, item);
  const slugCheck = useFetcher<EditorResult>();
  const hydrated = useHydrated();
  const [slugTouched, setSlugTouched] = useState(Boolean(item));
  const [title, setTitle] = useState(item?.title ?? "");
  const [slug, setSlug] = useState(item?.slug ?? "");
  const [seo, setSeo] = useState({
    title: item?.seo_title ?? "",
    description: item?.seo_description ?? "",
  });
  const conflict = result?.conflict ?? autosave.data?.conflict;
  // After a conflict the writer may choose to save over the other person's version.
  const [over, setOver] = useState({ version: 0, pending: 0 });
  const version = Math.max(over.version, item?.version ?? 0);
  const pendingVersion = Math.max(over.pending, view.pending?.shown ? view.pending.version : 0);
  // A change to a live item by someone who may not publish waits for review.
  const waits = !canPublish && (item?.status === "published" || item?.status === "scheduled");

  function takeTheirs(key: Conflict["fields"][number]["key"], text: string) {
    if (key === "title") setTitle(text);
    else if (key === "slug") {
      setSlugTouched(true);
      setSlug(text);
    } else if (key === "seo_title") setSeo((s) => ({ ...s, title: text }));
    else if (key === "seo_description") setSeo((s) => ({ ...s, description: text }));
    else if (key === "summary") {
      const field = form.current?.elements.namedItem("summary");
      if (field instanceof HTMLTextAreaElement) field.value = text;
    }
    changed();
  }

  const saved = ownEntry(SAVED, params.get("saved") ?? "");
  // What the last save said stands until a newer autosave speaks, in the status line.
  const [answers, setAnswers] = useState({
    result,
    autosaved: autosave.data,
    autosavedLast: false,
  });
  if (answers.result !== result || answers.autosaved !== autosave.data)
    setAnswers({
      result,
      autosaved: autosave.data,
      autosavedLast: Boolean(autosave.data) && answers.autosaved !== autosave.data,
    });
  const notice = answers.autosavedLast
    ? null
    : (result ??
      (refused ? { ok: false, message: refused } : saved ? { ok: true, message: saved } : null));
  // The outcome is also a toast, seen wherever the writer is on a long form; once per save: per
  // action answer, or per arrival at `?saved=` (the reload of the data after a save is neither).
  const location = useLocation();
  const said = notice?.message ? `${notice.ok}:${notice.message}` : "";
  const occasion = result ?? location.key;
  useEffect(() => {
    if (!said) return;
    const [ok, ...message] = said.split(":");
    (ok === "true" ? notify.success : notify.error)(message.join(":"));
  }, [said, occasion]);
  const check = slugCheck.data?.check;
  // A new item's form gives way to the saved item's when the save lands. Until then it takes no
  // input, which would be lost with it, and no second save, which would make a second item. Any
  // answer that ends the navigation (a refusal, or another page) gives it back, and the button
  // that sent it gets the focus again.
  const [sentAt, setSentAt] = useState<string | null>(null);
  const creating = !item && sentAt === location.key;
  const sender = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (creating || !sender.current) return;
    if (sender.current.isConnected) sender.current.focus();
    sender.current = null;
  }, [creating]);

  return (
    <div className="admin-page editor">
      <EditorHeading kind={kind} view={view} />
      {/* A saved item's changes go along when the writer leaves; a new one's have nowhere to go. */}
      <LeaveGuard when={!item && dirty && !creating} />
      <Notice result={notice} />
      <p role="status" className="hint">
        {creating
          ? "กำลังบันทึก…"
          : autosave.state !== "idle"
            ? "กำลังบันทึกอัตโนมัติ…"
            : autosave.data?.ok === false
              ? autosave.data.message
              : autosave.data?.held
                ? "บันทึกอัตโนมัติแล้ว การแก้ไขนี้รอผู้ดูแลระบบตรวจ"
                : autosave.data?.ok
                  ? "บันทึกอัตโนมัติแล้ว"
                  : ""}
      </p>
      <Form
        ref={form}
        method="post"
        className="editor-form"
        aria-busy={creating}
        noValidate
        onChange={changed}
        onSubmit={(e) => {
          // Another sending is on its way (one-submission.tsx): this one goes nowhere.
          if (e.defaultPrevented) return;
          if (!item) {
            setSentAt(location.key);
            sender.current = e.nativeEvent.submitter;
          }
          sent();
        }}
      >
        <fieldset className="stack editor-fields" disabled={creating} inert={creating}>
          <input type="hidden" name="version" value={version} />
          <input type="hidden" name="pendingVersion" value={pendingVersion} />
          {conflict ? (
            <EditorConflict
              conflict={conflict}
              onUse={takeTheirs}
              onKeepMine={setOver}
              onDiscard={sent}
            />
          ) : null}
          <FormField
            name="title"
            label={kind.titleLabel}
            required
            maxLength={LIMITS.title}
            value={title}
            onChange={(e) => {
              setTitle(e.currentTarget.value);
              if (!slugTouched) setSlug(slugFromTitle(e.currentTarget.value));
            }}
            error={errors.title}
          />
          <FormField
            name="slug"
            label="ชื่อในลิงก์ (slug)"
            hint="สร้างจากหัวข้อโดยอัตโนมัติ แก้ไขได้ ใช้ตัวอักษร ตัวเลข และขีดกลาง"
            maxLength={LIMITS.slug}
            value={slug}
            onChange={(e) => {
              setSlugTouched(true);
              setSlug(e.currentTarget.value);
            }}
            onBlur={() =>
              void slugCheck.submit({ intent: "slug", slug, title }, { method: "post" })
            }
            error={
              errors.slug ??
              (check && !check.valid
                ? "ชื่อในลิงก์ใช้ได้เฉพาะตัวอักษร ตัวเลข และขีดกลาง"
                : check?.taken
                  ? SLUG_TAKEN
                  : undefined)
            }
          />
          {check?.valid && !check.taken ? (
            <p className="hint" role="status">
              ใช้ได้: /{check.slug}
            </p>
          ) : null}
          <FilingFields kind={kind} view={view} errors={errors} />
          <TextAreaField
            name="summary"
            label="สรุปสั้น ๆ"
            rows={3}
            maxLength={LIMITS.summary}
            defaultValue={item?.summary ?? ""}
            error={errors.summary}
          />
          <MediaAndContactFields kind={kind} view={view} errors={errors} onChange={changed} />
          <div className="field">
            <span id="body-label" className="field-label">
              {kind.bodyLabel}
            </span>
            {hydrated ? (
              <Suspense fallback={<p>กำลังโหลดเครื่องมือแก้ไข…</p>}>
                <RichTextEditor
                  name="body"
                  labelId="body-label"
                  initialHtml={item?.body ?? ""}
                  onChange={changed}
                />
              </Suspense>
            ) : (
              <textarea
                name="body"
                aria-labelledby="body-label"
                rows={12}
                defaultValue={item?.body ?? ""}
              />
            )}
            {errors.body ? <p className="field-error">{errors.body}</p> : null}
          </div>
          <SeoFields seo={seo} onChange={setSeo} title={title} slug={slug} errors={errors} />
          <div className="form-actions editor-actions">
            {waits ? (
              <button type="submit" name="intent" value="save" className="button">
                บันทึกและส่งการแก้ไขให้ตรวจ
              </button>
            ) : (
              <button type="submit" name="intent" value="save" className="button button-secondary">
                บันทึกฉบับร่าง
              </button>
            )}
            {waits ? null : canPublish ? (
              <button type="submit" name="intent" value="publish" className="button">
                บันทึกและเผยแพร่
              </button>
            ) : (
              <button type="submit" name="intent" value="submit" className="button">
                บันทึกและส่งตรวจ
              </button>
            )}
          </div>
        </fieldset>
      </Form>
    </div>
  );
}
