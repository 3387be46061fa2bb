import "../../styles/ita-board.css";
import { data, Form, Link, redirect } from "react-router";
import { AddEvidence } from "../../components/admin/ita-add-evidence.tsx";
import { ItaStateLabel } from "../../components/admin/ita-state.tsx";
import { Notice } from "../../components/admin/notice.tsx";
import { FormField, SelectField, TextAreaField } from "../../components/auth/form-field.tsx";
import { EvidenceLinks } from "../../components/ita-evidence.tsx";
import {
  EVIDENCE_KINDS,
  ITA_BOARD_PATH,
  itaItemPath,
  REMINDER_DAYS,
  RHYTHMS,
  type Rhythm,
} from "../../content/ita.ts";
import {
  addEvidence,
  removeEvidence,
  removeItaItem,
  saveItaItem,
  type EvidenceInput,
} from "../../domain/ita/ita-admin.server.ts";
import { editorPath, itemView, NEW_DOCUMENT_PATH } from "../../domain/ita/ita-office.server.ts";
import { failure, type Failure, type FieldErrors } from "../../lib/app-error.ts";
import { thaiDate } from "../../lib/dates.ts";
import { formText } from "../../lib/form-data.ts";
import { actorOf, idParam } from "../../lib/http.server.ts";
import { can } from "../../lib/permissions.ts";
import { requireIntent, requireView } from "../guards.server.ts";
import type { Route } from "./+types/ita-item";

export async function loader(args: Route.LoaderArgs) {
  const user = await requireView(args);
  const find = new URL(args.request.url).searchParams.get("find")?.trim() ?? "";
  const view = await itemView(idParam(args.params.id), find);
  const fixes = view.entry.evidence.flatMap((e) =>
    e.links.flatMap((l) => {
      const path = l.source ? editorPath(l.source) : null;
      return path ? [{ href: l.href, path }] : [];
    }),
  );
  return {
    ...view,
    find,
    fixes,
    newDocumentPath: NEW_DOCUMENT_PATH,
    canManage: can(user, "ita.manage"),
  };
}

type Outcome = { intent: string; ok: boolean; message: string; fields: FieldErrors };

function evidenceInput(form: FormData): EvidenceInput {
  const kind = formText(form, "kind", 20);
  switch (kind) {
    case "item":
      return { kind, itemId: Number(formText(form, "itemId", 12)), label: "" };
    case "documents":
      return {
        kind,
        category: formText(form, "category", 40),
        keyword: formText(form, "keyword", 200),
        label: formText(form, "docLabel", 400),
      };
    case "list":
      return {
        kind,
        listPath: formText(form, "listPath", 100),
        label: formText(form, "listLabel", 400),
      };
    default:
      return {
        kind: "link",
        url: formText(form, "url", 1000),
        label: formText(form, "linkLabel", 400),
      };
  }
}

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const id = idParam(args.params.id);
  const form = await request.formData();
  const intent = formText(form, "intent", 50);
  const actor = actorOf(request, await requireIntent(args, intent));
  const done = (message: string) => data<Outcome>({ intent, ok: true, message, fields: {} });
  const refuse = (refused: Failure) => data<Outcome>({ intent, ...refused }, refused.status);
  if (intent === "add-evidence") {
    const result = await addEvidence(actor, id, evidenceInput(form));
    return result.ok ? done("เพิ่มหลักฐานแล้ว") : refuse(result);
  }
  if (intent === "remove-evidence") {
    await removeEvidence(actor, id, Number(formText(form, "evidenceId", 12)));
    return done("นำหลักฐานออกแล้ว");
  }
  if (intent === "save") {
    const responsible = formText(form, "responsibleId", 12);
    const result = await saveItaItem(
      actor,
      { id },
      {
        code: formText(form, "code", 20),
        title: formText(form, "title", 400),
        description: formText(form, "description", 4000),
        rhythm: formText(form, "rhythm", 20) as Rhythm,
        responsibleId: responsible ? Number(responsible) : null,
      },
    );
    return result.ok ? done("บันทึกรายการแล้ว") : refuse(result);
  }
  if (intent === "delete") {
    if (formText(form, "confirm", 20).trim() !== "ลบ")
      return refuse(
        failure("ita.delete-unconfirmed", { fields: { confirm: "พิมพ์คำว่า “ลบ” เพื่อยืนยัน" } }),
      );
    await removeItaItem(actor, id);
    throw redirect(ITA_BOARD_PATH, 303);
  }
  return refuse(failure("request.invalid"));
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  {
    title: `${loaded ? `${loaded.entry.item.code} ${loaded.entry.item.title}` : "รายการ ITA"} | ระบบจัดการเว็บไซต์`,
  },
];

const RHYTHM_OPTIONS = Object.entries(RHYTHMS).map(([value, label]) => ({ value, label }));

export default function ItaItem({ loaderData, actionData }: Route.ComponentProps) {
  const { entry, people, candidates, suggested, find, fixes, newDocumentPath, canManage } =
    loaderData;
  const { item, evidence, state, problem, due } = entry;
  const outcome = actionData as Outcome | undefined;
  const fields = outcome?.fields ?? {};
  const publicPath = itaItemPath(item.year, item.code);
  return (
    <div className="admin-page">
      <p>
        <Link to={`${ITA_BOARD_PATH}?year=${item.year}`}>← ความพร้อม ITA ปี {item.year}</Link>
      </p>
      <h1>
        {item.code} {item.title}
      </h1>
      <p>
        สถานะ: <ItaStateLabel state={state} problem={problem} />
      </p>
      {due ? <p>ต้องปรับปรุงหลักฐานก่อน {thaiDate(due)}</p> : null}
      <p>
        ที่อยู่สำหรับกรอกแบบประเมิน: <Link to={publicPath}>{publicPath}</Link>
      </p>
      <Notice result={outcome} />

      <section aria-labelledby="evidence-title">
        <h2 id="evidence-title">หลักฐาน</h2>
        {evidence.length ? (
          <ul role="list" className="ita-evidence-rules">
            {evidence.map((rule) => (
              <li key={rule.id}>
                <p>
                  <strong>{EVIDENCE_KINDS[rule.kind]}</strong>
                  {rule.label ? `: ${rule.label}` : ""}
                </p>
                {rule.links.length ? (
                  <EvidenceLinks links={rule.links} />
                ) : (
                  <p>ยังไม่พบเนื้อหาที่ตรงกับหลักฐานนี้ในปี {item.year}</p>
                )}
                {rule.links
                  .filter((l) => !l.public)
                  .map((l) => (
                    <p key={l.href} className="ita-problem">
                      “{l.label}” {l.waiting ? "รอตรวจก่อนเผยแพร่" : "ยังไม่เผยแพร่"}
                      {fixes.find((f) => f.href === l.href) ? (
                        <>
                          {" "}
                          · <Link to={fixes.find((f) => f.href === l.href)!.path}>แก้ไขเนื้อหานี้</Link>
                        </>
                      ) : null}
                    </p>
                  ))}
                <Form method="post">
                  <input type="hidden" name="intent" value="remove-evidence" />
                  <input type="hidden" name="evidenceId" value={rule.id} />
                  <button type="submit" className="button button-secondary button-small">
                    นำหลักฐานนี้ออก
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        ) : (
          <p>ยังไม่ได้กำหนดหลักฐาน</p>
        )}
        <p>
          เอกสารที่ยังไม่มีบนเว็บไซต์: <Link to={newDocumentPath}>เขียนเอกสารเผยแพร่ใหม่</Link>{" "}
          แล้วกลับมาเลือกเป็นหลักฐาน หรือกำหนดหลักฐานเป็นเอกสารทุกฉบับในหมวดที่ตรงกับคำค้น
          เอกสารที่เผยแพร่ภายหลังจะนับเป็นหลักฐานเอง
        </p>
      </section>

      <AddEvidence find={find} candidates={candidates} suggested={suggested} fields={fields} />
      {canManage ? (
        <>
          <section aria-labelledby="structure-title">
            <h2 id="structure-title">รายละเอียดรายการ</h2>
            <Form method="post" className="stack admin-form">
              <input type="hidden" name="intent" value="save" />
              <FormField
                name="code"
                label="รหัส"
                required
                defaultValue={item.code}
                error={fields.code}
              />
              <FormField
                name="title"
                label="ชื่อรายการ"
                required
                defaultValue={item.title}
                error={fields.title}
              />
              <TextAreaField
                name="description"
                label="คำอธิบาย (ไม่บังคับ)"
                rows={3}
                defaultValue={item.description}
                error={fields.description}
              />
              <SelectField
                name="rhythm"
                label="ความถี่ในการปรับปรุง"
                options={RHYTHM_OPTIONS}
                defaultValue={item.rhythm}
              />
              <SelectField
                name="responsibleId"
                label="ผู้รับผิดชอบ"
                hint={`ได้รับอีเมลเตือน ${REMINDER_DAYS} วันก่อนหลักฐานจะไม่เป็นปัจจุบัน เมื่อบัญชีมีอีเมล`}
                defaultValue={item.responsible_id ? String(item.responsible_id) : ""}
                options={[
                  { value: "", label: "ยังไม่กำหนด" },
                  ...people.map((p) => ({
                    value: String(p.id),
                    label: p.hasEmail ? p.name : `${p.name} (ไม่มีอีเมล)`,
                  })),
                ]}
                error={fields.responsibleId}
              />
              <button type="submit" className="button">
                บันทึกรายการ
              </button>
            </Form>
          </section>
          <section aria-labelledby="delete-title" className="danger-section">
            <h2 id="delete-title">ลบรายการ</h2>
            <Form method="post" className="stack admin-form">
              <input type="hidden" name="intent" value="delete" />
              <FormField
                name="confirm"
                label="พิมพ์คำว่า “ลบ” เพื่อยืนยัน"
                autoComplete="off"
                required
                error={fields.confirm}
              />
              <button type="submit" className="button button-danger">
                ลบรายการนี้และหลักฐานทั้งหมด
              </button>
            </Form>
          </section>
        </>
      ) : null}
    </div>
  );
}
