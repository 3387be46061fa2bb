import "../../styles/ita-board.css";
import { data, Form, Link } from "react-router";
import { ErrorSummary } from "../../components/admin/error-summary.tsx";
import { fieldPlace, GroupFields, withBlankRows } from "../../components/admin/ita-list-fields.tsx";
import { Notice } from "../../components/admin/notice.tsx";
import { ITA_BOARD_PATH } from "../../content/ita.ts";
import { formValuesOf, type GroupRow } from "../../content/ita-list-form.ts";
import {
  isItaListName,
  ITA_LIST_LIMITS,
  ITA_LISTS,
  itaListPath,
  YEAR_PLACEHOLDER,
  type ItaListName,
  type ListGroup,
} from "../../content/ita-lists.ts";
import { readListForm } from "../../domain/ita/ita-list-form.server.ts";
import {
  itaListForEditing,
  restoreItaList,
  saveItaList,
  sourceOptions,
} from "../../domain/ita/ita-lists.server.ts";
import { AppError, failure, type FieldErrors } from "../../lib/app-error.ts";
import { formText } from "../../lib/form-data.ts";
import { formatCount } from "../../lib/format.ts";
import { actorOf } from "../../lib/http.server.ts";
import { requireIntent, requireView } from "../guards.server.ts";
import type { Route } from "./+types/ita-lists";

function listOf(params: { list?: string }): ItaListName {
  if (!isItaListName(params.list)) throw new AppError("page.not-found");
  return params.list;
}

/** Where each list is shown, for the page's links. */
const SHOWN_AT: Record<ItaListName, { path: string; label: string }> = {
  "self-check": { path: `${ITA_BOARD_PATH}/self-check`, label: "ดูผลการตรวจ" },
  "information-centre": { path: "/information-centre", label: "ดูหน้าศูนย์ข้อมูลข่าวสาร" },
};

export async function loader(args: Route.LoaderArgs) {
  await requireView(args);
  const list = listOf(args.params);
  const { groups, own } = await itaListForEditing(list);
  const named = (groups as ListGroup[]).flatMap((g) => g.entries.map((e) => e.source));
  return {
    list,
    own,
    rows: formValuesOf(groups),
    options: await sourceOptions(list, named),
    limits: ITA_LIST_LIMITS,
  };
}

type Outcome = {
  intent: string;
  ok: boolean;
  message: string;
  fields: FieldErrors;
  /** The rows as posted, kept when a save is refused. */
  rows?: GroupRow[];
};

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const form = await request.formData();
  const intent = formText(form, "intent", 20);
  const actor = actorOf(request, await requireIntent(args, intent));
  const list = listOf(args.params);
  if (intent === "restore") {
    if (!form.has("confirm")) {
      const refused = failure("ita.invalid", {
        fields: { confirm: "กรุณาทำเครื่องหมายยืนยันก่อนคืนค่าเริ่มต้น" },
      });
      return data<Outcome>({ intent, ...refused }, refused.status);
    }
    await restoreItaList(actor, list);
    return {
      intent,
      ok: true,
      message: `คืน${ITA_LISTS[list].title}เป็นชุดเริ่มต้นของระบบแล้ว`,
      fields: {},
    } satisfies Outcome;
  }
  const rows = readListForm(form);
  const saved = await saveItaList(actor, list, rows);
  if (!saved.ok) return data<Outcome>({ intent, ...saved, rows }, saved.status);
  return {
    intent,
    ok: true,
    message: `บันทึก${ITA_LISTS[list].title}แล้ว ${formatCount(saved.groups)} หมวด ${formatCount(saved.entries)} รายการ แสดงผลทันที`,
    fields: {},
  } satisfies Outcome;
}

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: `${loaded ? ITA_LISTS[loaded.list].title : "หมวด ITA"} | ระบบจัดการเว็บไซต์` },
];

/**
 * The self-check's groups or the information centre's sections, edited in one plain form: each
 * group's title and basis, its entries' labels and sources, position numbers, boxes to remove,
 * and empty rows to add (`content/ita-lists.ts`).
 */
export default function ItaListsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, own, options, limits } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const refused = outcome?.intent === "save" && !outcome.ok ? outcome : undefined;
  const restore = outcome?.intent === "restore" ? outcome : undefined;
  const rows = refused?.rows ?? loaderData.rows;
  const errors = refused?.fields ?? {};
  const shown = withBlankRows(rows, limits);
  const { title } = ITA_LISTS[list];
  const other: ItaListName = list === "self-check" ? "information-centre" : "self-check";
  return (
    <div className="admin-page">
      <p>
        <Link to={ITA_BOARD_PATH}>← ความพร้อม ITA</Link>
      </p>
      <h1>{title}</h1>
      <p>
        {own ? "ใช้รายการที่สำนักงานบันทึกไว้" : "ใช้ชุดเริ่มต้นที่มากับระบบ"} ·{" "}
        <Link to={SHOWN_AT[list].path}>{SHOWN_AT[list].label}</Link> · แก้ไข{" "}
        <Link to={itaListPath(other)}>{ITA_LISTS[other].title}</Link>
      </p>
      {refused ? (
        <ErrorSummary
          answer={refused}
          message={refused.message}
          errors={Object.entries(errors).map(([name, text]) =>
            name === "form"
              ? { id: null, text }
              : { id: `field-${name}`, text: `${fieldPlace(name)}: ${text}` },
          )}
        />
      ) : (
        <Notice result={outcome?.intent === "save" ? outcome : undefined} />
      )}
      <p className="hint">
        แต่ละหมวดมีได้ไม่เกิน {limits.entries} รายการ ไม่เกิน {limits.groups} หมวด ข้อความยาวไม่เกิน{" "}
        {limits.text} ตัวอักษร ชื่อรายการที่เว้นว่างจะใช้ชื่อของแหล่งข้อมูล เช่น ชื่อหน้าหรือหมวดเอกสาร พิมพ์{" "}
        {YEAR_PLACEHOLDER} ในชื่อเพื่อแสดงปีงบประมาณปัจจุบัน เปลี่ยนลำดับด้วยตัวเลขในช่อง “ลำดับ”
        เพิ่มรายการในช่องว่างท้ายหมวด แล้วกดบันทึก
      </p>
      <Form method="post" className="stack settings-form" noValidate>
        <input type="hidden" name="intent" value="save" />
        {/* A fresh set of fields for each list shown: the stored one, or a refused one as typed. */}
        <div key={JSON.stringify(rows)} className="stack">
          {shown.map((group, g) => (
            <GroupFields
              key={g}
              g={g}
              row={group}
              stored={rows[g]}
              errors={errors}
              options={options}
              withUrl={list === "information-centre"}
              limits={limits}
            />
          ))}
        </div>
        <div className="settings-save-bar">
          <button type="submit" className="button">
            บันทึก{title}
          </button>
        </div>
      </Form>
      <section aria-labelledby="restore-title" className="stack">
        <h2 id="restore-title">คืนค่าเริ่มต้น</h2>
        <p>ใช้ชุดเริ่มต้นที่มากับระบบแทนรายการที่สำนักงานบันทึกไว้ รายการที่แก้ไขไว้จะหายไป</p>
        <Notice result={restore} />
        <Form method="post" className="stack admin-form" noValidate>
          <input type="hidden" name="intent" value="restore" />
          <label className="settings-check">
            <input
              type="checkbox"
              name="confirm"
              aria-describedby={restore?.fields.confirm ? "restore-error" : undefined}
            />
            ยืนยันการคืนค่าเริ่มต้น
          </label>
          {restore?.fields.confirm ? (
            <p id="restore-error" className="field-error">
              {restore.fields.confirm}
            </p>
          ) : null}
          <button type="submit" className="button button-secondary">
            คืนค่าเริ่มต้น
          </button>
        </Form>
      </section>
    </div>
  );
}
