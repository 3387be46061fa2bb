import "../../styles/ita-board.css";
import { data, Form, Link, redirect } from "react-router";
import { ItaStateLabel } from "../../components/admin/ita-state.tsx";
import { Notice } from "../../components/admin/notice.tsx";
import { FormField, SelectField } from "../../components/auth/form-field.tsx";
import {
  ITA_BOARD_PATH,
  ITA_PATH,
  ITA_STATES,
  fiscalYearOf,
  itaYearPath,
  RHYTHMS,
  type ItaState,
} from "../../content/ita.ts";
import { itaListPath } from "../../content/ita-lists.ts";
import { openYear, saveItaItem, YEAR_RANGE } from "../../domain/ita/ita-admin.server.ts";
import { boardView } from "../../domain/ita/ita-office.server.ts";
import { failure, type Failure, type FieldErrors } from "../../lib/app-error.ts";
import { thaiDate } from "../../lib/dates.ts";
import { formText } from "../../lib/form-data.ts";
import { actorOf } from "../../lib/http.server.ts";
import { can } from "../../lib/permissions.ts";
import { mayView } from "../../lib/route-policy.ts";
import { requireIntent, requireView } from "../guards.server.ts";
import type { Route } from "./+types/ita";

function yearParam(request: Request): number | null {
  const raw = new URL(request.url).searchParams.get("year");
  return raw && /^\d{4}$/.test(raw) ? Number(raw) : null;
}

export async function loader(args: Route.LoaderArgs) {
  const user = await requireView(args);
  const view = await boardView(yearParam(args.request));
  return {
    ...view,
    canManage: can(user, "ita.manage"),
    canEditLists: mayView(user, "/admin/ita/lists/:list"),
  };
}

type Outcome = { intent: string; ok: boolean; message: string; fields: FieldErrors };

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const form = await request.formData();
  const intent = formText(form, "intent", 50);
  const actor = actorOf(request, await requireIntent(args, intent));
  const refuse = (refused: Failure) => data<Outcome>({ intent, ...refused }, refused.status);
  if (intent === "open-year") {
    const to = Number(formText(form, "year", 10));
    const source = formText(form, "from", 10);
    const result = await openYear(actor, source === "standard" ? source : Number(source), to);
    if (!result.ok) return refuse(result);
    throw redirect(`${ITA_BOARD_PATH}?year=${to}`, 303);
  }
  if (intent === "add-item") {
    const year = Number(formText(form, "year", 10));
    if (!Number.isInteger(year) || year < YEAR_RANGE.min || year > YEAR_RANGE.max)
      return refuse(
        failure("ita.invalid", {
          fields: { itemYear: `กรุณาระบุปี พ.ศ. ระหว่าง ${YEAR_RANGE.min} ถึง ${YEAR_RANGE.max}` },
        }),
      );
    const responsible = formText(form, "responsibleId", 12);
    const result = await saveItaItem(
      actor,
      { year },
      {
        code: formText(form, "code", 20),
        title: formText(form, "title", 400),
        description: "",
        rhythm: formText(form, "rhythm", 20) as never,
        responsibleId: responsible ? Number(responsible) : null,
      },
    );
    if (!result.ok) return refuse(result);
    throw redirect(`${ITA_BOARD_PATH}/${result.id}`, 303);
  }
  return refuse(failure("request.invalid"));
}

export const meta: Route.MetaFunction = () => [
  { title: "ความพร้อมการเปิดเผยข้อมูล (ITA) | ระบบจัดการเว็บไซต์" },
];

const RHYTHM_OPTIONS = Object.entries(RHYTHMS).map(([value, label]) => ({ value, label }));

export default function ItaBoard({ loaderData, actionData }: Route.ComponentProps) {
  const { years, year, board, counts, people, canManage, canEditLists, today, standardYear } =
    loaderData;
  const outcome = actionData as Outcome | undefined;
  const fields = outcome?.fields ?? {};
  const currentYear = fiscalYearOf(today);
  const nextYear = (years[0] ?? currentYear) + 1;
  return (
    <div className="admin-page">
      <h1>ความพร้อมการเปิดเผยข้อมูล (ITA){year ? ` ปี ${year}` : ""}</h1>
      <p>
        สถานะของแต่ละรายการ ณ วันที่ {thaiDate(today)} ตามหลักฐานที่เผยแพร่บนเว็บไซต์
        {year ? (
          <>
            {" "}
            · <Link to={itaYearPath(year)}>ดูหน้าสาธารณะ</Link>
          </>
        ) : null}
      </p>
      {years.length > 1 ? (
        <nav aria-label="ปีการประเมิน">
          <ul role="list" className="ita-counts">
            {years.map((y) => (
              <li key={y}>
                <Link
                  to={`${ITA_BOARD_PATH}?year=${y}`}
                  aria-current={y === year ? "page" : undefined}
                >
                  ปี {y}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Notice result={outcome} />
      {year ? (
        <>
          <section aria-labelledby="ita-summary">
            <h2 id="ita-summary">สรุป</h2>
            <ul role="list" className="ita-counts">
              {(Object.keys(ITA_STATES) as ItaState[]).map((s) => (
                <li key={s}>
                  <ItaStateLabel state={s} />: {counts[s]} รายการ
                </li>
              ))}
            </ul>
            <p>
              ส่งออกรายการพร้อมที่อยู่ (URL) ของแต่ละรายการสำหรับกรอกแบบประเมิน:{" "}
              <a href={`${ITA_BOARD_PATH}/export?year=${year}&format=csv`} download>
                CSV
              </a>{" "}
              ·{" "}
              <a href={`${ITA_BOARD_PATH}/export?year=${year}&format=xlsx`} download>
                Excel (XLSX)
              </a>
            </p>
          </section>
          <div className="table-wrap">
            <table className="admin-table">
              <caption>รายการของปี {year}</caption>
              <thead>
                <tr>
                  <th scope="col">รหัส</th>
                  <th scope="col">รายการ</th>
                  <th scope="col">ความถี่</th>
                  <th scope="col">สถานะ</th>
                  <th scope="col">แก้ไขได้ที่</th>
                  <th scope="col">ผู้รับผิดชอบ</th>
                </tr>
              </thead>
              <tbody>
                {board.map(({ item, state, problem, fix }) => (
                  <tr key={item.id}>
                    <th scope="row">{item.code}</th>
                    <td>
                      <Link to={`${ITA_BOARD_PATH}/${item.id}`}>{item.title}</Link>
                    </td>
                    <td>{RHYTHMS[item.rhythm]}</td>
                    <td>
                      <ItaStateLabel state={state} problem={problem} />
                    </td>
                    <td>
                      {fix ? (
                        <Link to={fix.path}>
                          {fix.label}
                          <span className="visually-hidden"> สำหรับ {item.code}</span>
                        </Link>
                      ) : (
                        "—"
                      )}
                    </td>
                    <td>{people.find((p) => p.id === item.responsible_id)?.name ?? "—"}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : (
        <p>ยังไม่มีรายการของปีใด ผู้ดูแลระบบเพิ่มรายการแรกได้ด้านล่าง</p>
      )}
      {canManage ? (
        <div className="ita-forms">
          <section aria-labelledby="open-year-title">
            <h2 id="open-year-title">เปิดปีการประเมินใหม่</h2>
            <p>
              คัดลอกรายการทั้งหมด (รหัส ชื่อ ความถี่ ผู้รับผิดชอบ และหลักฐาน) จากปีก่อน หรือเริ่มจากรายการมาตรฐาน OIT
              ที่มากับระบบ แล้วแก้ไขส่วนที่ต่างได้
            </p>
            <Form method="post" className="stack admin-form">
              <input type="hidden" name="intent" value="open-year" />
              <SelectField
                name="from"
                label="คัดลอกจาก"
                defaultValue={year ? String(year) : "standard"}
                options={[
                  ...years.map((y) => ({ value: String(y), label: `ปี ${y} ของสำนักงาน` })),
                  { value: "standard", label: `รายการมาตรฐาน OIT ปี ${standardYear} (มากับระบบ)` },
                ]}
                error={outcome?.intent === "open-year" ? fields.from : undefined}
              />
              <FormField
                name="year"
                label="ปี พ.ศ. ที่จะเปิด"
                inputMode="numeric"
                required
                defaultValue={year ? nextYear : currentYear}
                error={outcome?.intent === "open-year" ? fields.year : undefined}
              />
              <button type="submit" className="button">
                เปิดปี
              </button>
            </Form>
          </section>
          <section aria-labelledby="add-item-title">
            <h2 id="add-item-title">เพิ่มรายการ</h2>
            <Form method="post" className="stack admin-form">
              <input type="hidden" name="intent" value="add-item" />
              {year ? (
                <input type="hidden" name="year" value={year} />
              ) : (
                <FormField
                  name="year"
                  label="ปี พ.ศ."
                  inputMode="numeric"
                  required
                  defaultValue={nextYear - 1}
                  error={fields.itemYear}
                />
              )}
              <FormField
                name="code"
                label="รหัส"
                hint="เช่น O1"
                required
                autoComplete="off"
                error={outcome?.intent === "add-item" ? fields.code : undefined}
              />
              <FormField
                name="title"
                label="ชื่อรายการ"
                required
                autoComplete="off"
                error={outcome?.intent === "add-item" ? fields.title : undefined}
              />
              <SelectField name="rhythm" label="ความถี่ในการปรับปรุง" options={RHYTHM_OPTIONS} />
              <SelectField
                name="responsibleId"
                label="ผู้รับผิดชอบ"
                options={[
                  { value: "", label: "ยังไม่กำหนด" },
                  ...people.map((p) => ({ value: String(p.id), label: p.name })),
                ]}
              />
              <button type="submit" className="button">
                เพิ่มรายการ
              </button>
            </Form>
          </section>
        </div>
      ) : null}
      <p>
        <Link to={ITA_PATH}>หน้าการเปิดเผยข้อมูลสาธารณะ</Link> ·{" "}
        <Link to={`${ITA_BOARD_PATH}/self-check`}>ตรวจตามมาตรฐานเว็บไซต์ภาครัฐ</Link>
        {canEditLists ? (
          <>
            {" "}
            · <Link to={itaListPath("self-check")}>แก้ไขหมวดที่ตรวจ</Link> ·{" "}
            <Link to={itaListPath("information-centre")}>แก้ไขหมวดของศูนย์ข้อมูลข่าวสาร</Link>
          </>
        ) : null}
      </p>
    </div>
  );
}
