import { useEffect } from "react";
import { data, Form, Link, redirect, useRevalidator } from "react-router";
import { Notice } from "../../components/admin/notice.tsx";
import { SUBJECTS } from "../../content/kinds.ts";
import { ImportUpload } from "../../components/admin/import-upload.tsx";
import {
  importRun,
  removeImportRun,
  startImport,
  UPLOADS_MAX_BYTES,
} from "../../domain/import/import-runs.server.ts";
import { failure, type Failure } from "../../lib/app-error.ts";
import { formText } from "../../lib/form-data.ts";
import { formatBytes } from "../../lib/file-sizes.ts";
import { formatCount } from "../../lib/format.ts";
import { actorOf, notFound } from "../../lib/http.server.ts";
import { IMPORT_STATES } from "../../lib/staff/import-states.ts";
import { requireIntent, requireView } from "../guards.server.ts";
import type { Route } from "./+types/import-run";

const TARGETS = [
  ...SUBJECTS.map((s) => ({ value: `news:${s.key}`, label: `ข่าว: ${s.label}` })),
  { value: "general", label: "ประกาศ" },
  { value: "skip", label: "ไม่นำเข้า" },
];
const PAGE_GROUPS = [
  { value: "about", label: "หน้าเกี่ยวกับเรา" },
  { value: "policy", label: "หน้านโยบาย" },
  { value: "skip", label: "ไม่นำเข้า" },
];
/** Long lists show this many lines; the rest are counted. */
const SHOWN = 100;

function runId(params: { id?: string }): number {
  if (!/^[1-9]\d{0,9}$/.test(params.id ?? "")) notFound();
  return Number(params.id);
}

export async function loader(args: Route.LoaderArgs) {
  await requireView(args);
  const run = await importRun(runId(args.params));
  if (!run) notFound();
  return { run, uploadsMax: UPLOADS_MAX_BYTES };
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const form = await request.formData();
  const intent = formText(form, "intent", 50);
  const actor = actorOf(request, await requireIntent(args, intent));
  const id = runId(args.params);
  const refuse = (refused: Failure) => data(refused, refused.status);
  if (intent === "run") {
    const categories: Record<string, string> = {};
    for (const [name, value] of form.entries())
      if (name.startsWith("category:") && typeof value === "string")
        categories[name.slice("category:".length)] = value;
    const result = await startImport(actor, id, {
      categories,
      pages: formText(form, "pages", 20),
      authorAccounts: formText(form, "authors", 20) === "accounts",
    });
    if (!result.ok) return refuse(result);
    return data({ ok: true, message: "เริ่มนำเข้าแล้ว ทำงานอยู่เบื้องหลัง ปิดหน้านี้ได้" });
  }
  if (intent === "delete") {
    const result = await removeImportRun(actor, id);
    if (!result.ok) return refuse(result);
    throw redirect("/admin/import", 303);
  }
  return refuse(failure("request.invalid"));
}

const under = (state: string) => state === "queued" || state === "running";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: `นำเข้า ${loaderData?.run.file_name ?? ""} | ระบบจัดการเว็บไซต์` },
  // Without JavaScript, a run under way shows its progress by reloading.
  ...(loaderData && under(loaderData.run.state)
    ? [{ httpEquiv: "refresh", content: "5" } as const]
    : []),
];

function Lines({ title, lines }: { title: string; lines: string[] }) {
  if (!lines.length) return null;
  return (
    <details>
      <summary>
        {title} ({formatCount(lines.length)})
      </summary>
      <ul>
        {lines.slice(0, SHOWN).map((line, i) => (
          <li key={i} className="break-anywhere">
            {line}
          </li>
        ))}
      </ul>
      {lines.length > SHOWN ? <p>และอีก {formatCount(lines.length - SHOWN)} รายการ</p> : null}
    </details>
  );
}

/** One import: its dry-run report and choices, its progress, then what it did. */
export default function ImportRun({ loaderData, actionData }: Route.ComponentProps) {
  const { run, uploadsMax } = loaderData;
  const { plan, report, progress } = run;
  const running = under(run.state);
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => void revalidator.revalidate(), 2000);
    return () => clearInterval(timer);
  }, [running, revalidator]);
  const shown = report ?? plan;
  const step = progress.what === "files" ? "ไฟล์" : "เนื้อหา";
  return (
    <div className="admin-page">
      <p>
        <Link to="/admin/import">← นำเข้าจาก WordPress</Link>
      </p>
      <h1 className="break-anywhere">นำเข้า {run.file_name}</h1>
      <p>
        จาก {plan.source.replace(/^wordpress:/, "")} · สถานะ:{" "}
        {IMPORT_STATES[run.state] ?? run.state}
      </p>
      <Notice result={actionData as { ok: boolean; message?: string } | undefined} />
      {running ? (
        <p role="status">
          <label htmlFor="import-progress">
            {progress.total
              ? `กำลังนำเข้า${step} ${formatCount((progress.done ?? 0) + 1)} จาก ${formatCount(progress.total)}`
              : "รอเริ่มนำเข้า…"}
          </label>{" "}
          <progress
            id="import-progress"
            max={progress.total || undefined}
            value={progress.total ? (progress.done ?? 0) + 1 : undefined}
          />
        </p>
      ) : null}
      {run.error && !running ? (
        <p role="alert" className="form-error">
          ครั้งล่าสุดไม่สำเร็จ: {run.error}
        </p>
      ) : null}
      {report && run.state === "done" ? (
        <section aria-labelledby="import-done">
          <h2 id="import-done">ผลการนำเข้า</h2>
          <ul>
            <li>
              เนื้อหา: นำเข้าใหม่ {formatCount(report.items.created)} รายการ มีอยู่แล้วจากครั้งก่อน{" "}
              {formatCount(report.items.existing)} รายการ
            </li>
            <li>
              ไฟล์: นำเข้าใหม่ {formatCount(report.files.created)} ไฟล์ ไม่พบ{" "}
              {formatCount(report.files.missing.length)} ไฟล์
            </li>
            {report.accounts.length ? (
              <li>
                บัญชีผู้เขียนที่สร้าง: {report.accounts.join(", ")} (
                <Link to="/admin/users">ส่งลิงก์ตั้งรหัสผ่าน</Link>)
              </li>
            ) : null}
            <li>
              ที่อยู่เดิมที่พาไปยังหน้าใหม่: {formatCount(report.redirects)} ที่อยู่ (
              <Link to="/admin/redirects">ดูและแก้ไข</Link>)
            </li>
          </ul>
        </section>
      ) : null}
      <section aria-labelledby="import-plan">
        <h2 id="import-plan">รายงานทดลองนำเข้า</h2>
        <p>
          เนื้อหา {formatCount(plan.items.planned)} รายการ (มีอยู่แล้ว {formatCount(plan.items.existing)})
          ไฟล์ {formatCount(plan.files.planned)} ไฟล์
        </p>
        <Lines title="ไม่นำเข้า" lines={plan.skipped.map((s) => `${s.title}: ${s.reason}`)} />
        <Lines title="ข้อสังเกต" lines={plan.notices.map((n) => `${n.title}: ${n.notice}`)} />
        <Lines title="ไฟล์ที่ไม่พบ" lines={shown.files.missing} />
        <Lines title="ต้องตรวจ" lines={shown.problems.map((p) => `${p.title}: ${p.problem}`)} />
      </section>
      {running ? null : (
        <section aria-labelledby="import-uploads">
          <h2 id="import-uploads">ไฟล์ภาพและเอกสาร</h2>
          <p>
            {run.uploadsSize === null
              ? "ยังไม่มีไฟล์ภาพและเอกสาร เนื้อหาจะนำเข้าได้แต่ไฟล์จะแสดงว่าไม่พบ"
              : `มีไฟล์ ZIP ของโฟลเดอร์ uploads แล้ว (${formatBytes(run.uploadsSize)}) อัปโหลดใหม่เพื่อแทนที่ได้`}
          </p>
          <ImportUpload
            url={`/admin/import/upload?run=${run.id}`}
            label="โฟลเดอร์ wp-content/uploads บีบอัดเป็น ZIP"
            hint={`ไม่เกิน ${formatBytes(uploadsMax)} ระบบอ่านเฉพาะไฟล์ที่เนื้อหาใช้`}
            accept=".zip,application/zip"
            maxBytes={uploadsMax}
            onSent={() => void revalidator.revalidate()}
          />
        </section>
      )}
      {running ? null : (
        <Form method="post" className="stack admin-form">
          <input type="hidden" name="intent" value="run" />
          <fieldset>
            <legend>หมวดหมู่ของ WordPress นำเข้าเป็น</legend>
            {plan.categories.map((c) => (
              <div className="field" key={c.slug}>
                <label htmlFor={`category-${c.slug}`}>{c.name}</label>
                <select
                  id={`category-${c.slug}`}
                  name={`category:${c.slug}`}
                  defaultValue={run.mapping.categories?.[c.slug] ?? c.target}
                >
                  {TARGETS.map((t) => (
                    <option key={t.value} value={t.value}>
                      {t.label}
                    </option>
                  ))}
                </select>
              </div>
            ))}
            <div className="field">
              <label htmlFor="import-pages">หน้า (page) ของ WordPress</label>
              <select id="import-pages" name="pages" defaultValue={run.mapping.pages ?? "about"}>
                {PAGE_GROUPS.map((g) => (
                  <option key={g.value} value={g.value}>
                    {g.label}
                  </option>
                ))}
              </select>
            </div>
          </fieldset>
          <fieldset className="choice">
            <legend>ผู้เขียน</legend>
            <label>
              <input
                type="checkbox"
                name="authors"
                value="accounts"
                defaultChecked={run.mapping.authors === "accounts"}
                aria-describedby="import-authors-hint"
              />
              สร้างบัญชีผู้ใช้ทั่วไปให้ผู้เขียนแต่ละคน และให้เนื้อหาเป็นของผู้เขียน
            </label>
            <p id="import-authors-hint" className="hint">
              บัญชีเข้าสู่ระบบไม่ได้จนกว่าผู้ดูแลจะส่งลิงก์ตั้งรหัสผ่านจากหน้าบัญชีผู้ใช้ ถ้าไม่เลือก ชื่อผู้เขียนจะแสดงใต้หัวข้อเท่านั้น
            </p>
          </fieldset>
          <div>
            <button type="submit" className="button">
              {run.state === "ready" ? "นำเข้า" : "นำเข้าอีกครั้ง"}
            </button>
          </div>
        </Form>
      )}
      {running ? null : (
        <Form method="post">
          <input type="hidden" name="intent" value="delete" />
          <button type="submit" className="button button-secondary">
            ลบรายการนำเข้านี้ (เนื้อหาที่นำเข้าแล้วยังอยู่)
          </button>
        </Form>
      )}
    </div>
  );
}
