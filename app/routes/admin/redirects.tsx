import { data, Form, Link } from "react-router";
import { Notice } from "../../components/admin/notice.tsx";
import { FormField } from "../../components/auth/form-field.tsx";
import { Pagination } from "../../components/pagination.tsx";
import { redirectTable, removeRedirect, saveRedirect } from "../../domain/site/redirects.server.ts";
import { failure, type Failure, type FieldErrors } from "../../lib/app-error.ts";
import { thaiDateTime } from "../../lib/dates.ts";
import { formText } from "../../lib/form-data.ts";
import { formatCount } from "../../lib/format.ts";
import { actorOf, notFound } from "../../lib/http.server.ts";
import { parsePage } from "../../lib/paging.ts";
import { requireIntent, requireView } from "../guards.server.ts";
import type { Route } from "./+types/redirects";

const PATH = "/admin/redirects";

export async function loader(args: Route.LoaderArgs) {
  await requireView(args);
  const url = new URL(args.request.url);
  const page = parsePage(url);
  if (page === null) notFound();
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 200);
  const table = await redirectTable(q, page);
  if (page > table.pages) notFound();
  return { q, page, ...table };
}

type Outcome = {
  intent: string;
  ok: boolean;
  message: string;
  fields: FieldErrors;
  values?: { from: string; to: string };
};

export async function action(args: Route.ActionArgs) {
  const { request } = args;
  const form = await request.formData();
  const intent = formText(form, "intent", 50);
  const actor = actorOf(request, await requireIntent(args, intent));
  const refuse = (refused: Failure, values?: Outcome["values"]) =>
    data<Outcome>({ intent, ...refused, values }, refused.status);
  if (intent === "save") {
    const values = { from: formText(form, "from", 5000), to: formText(form, "to", 5000) };
    const result = await saveRedirect(actor, values);
    if (!result.ok) return refuse(result, values);
    return data<Outcome>({
      intent,
      ok: true,
      message: result.replaced
        ? `เปลี่ยนปลายทางของ ${result.from} แล้ว`
        : `ตั้ง ${result.from} ให้ไปยังหน้าใหม่แล้ว`,
      fields: {},
    });
  }
  if (intent === "delete") {
    const from = formText(form, "from", 5000);
    const result = await removeRedirect(actor, from);
    if (!result.ok) return refuse(result);
    return data<Outcome>({ intent, ok: true, message: `ลบ ${from} แล้ว`, fields: {} });
  }
  return refuse(failure("request.invalid"));
}

export const meta: Route.MetaFunction = () => [{ title: "ที่อยู่เดิมของหน้า | ระบบจัดการเว็บไซต์" }];

/** The old addresses the site answers with a permanent redirect, and a form to add or change one. */
export default function Redirects({ loaderData, actionData }: Route.ComponentProps) {
  const { q, page, pages, total, entries } = loaderData;
  const outcome = actionData as Outcome | undefined;
  const fields = outcome?.intent === "save" ? outcome.fields : {};
  // A refused form keeps what was typed; a saved one starts empty again.
  const values = outcome?.ok === false ? outcome.values : undefined;
  const formKey = outcome?.ok ? `saved-${outcome.message}` : "form";
  const query = new URLSearchParams(q ? { q } : {});
  return (
    <div className="admin-page">
      <h1>ที่อยู่เดิมของหน้า</h1>
      <p>
        ที่อยู่ (URL) เดิมที่ยังมีผู้ใช้ เช่น ลิงก์จากเว็บไซต์ WordPress เดิม คิวอาร์โค้ดที่พิมพ์ไว้ หรือหน้าที่เปลี่ยนชื่อในลิงก์
        เมื่อมีผู้เปิดที่อยู่เดิม ระบบจะพาไปยังหน้าใหม่ (301) ใช้ได้เฉพาะที่อยู่ที่ไม่มีหน้าอยู่แล้ว
      </p>
      <Notice result={outcome} />
      <section aria-labelledby="redirect-add">
        <h2 id="redirect-add">เพิ่มหรือเปลี่ยนปลายทาง</h2>
        <Form method="post" className="stack admin-form" key={formKey}>
          <input type="hidden" name="intent" value="save" />
          <FormField
            name="from"
            label="ที่อยู่เดิม"
            hint="เช่น /2019/05/vaccine-day หรือวางที่อยู่เต็มของเว็บไซต์เดิม"
            required
            maxLength={500}
            defaultValue={values?.from}
            error={fields.from}
          />
          <FormField
            name="to"
            label="หน้าปลายทางในเว็บไซต์นี้"
            hint="เช่น /news/office/vaccine-day"
            required
            maxLength={500}
            defaultValue={values?.to}
            error={fields.to}
          />
          <div>
            <button type="submit" className="button">
              บันทึก
            </button>
          </div>
        </Form>
      </section>
      <section aria-labelledby="redirect-list">
        <h2 id="redirect-list">ที่อยู่เดิมทั้งหมด ({formatCount(total)})</h2>
        <Form method="get" className="filters" aria-label="ค้นหาที่อยู่เดิม">
          <div className="field">
            <label htmlFor="redirect-q">ที่อยู่เดิมมีคำว่า</label>
            <input id="redirect-q" name="q" type="search" defaultValue={q} maxLength={200} />
          </div>
          <button type="submit" className="button button-secondary">
            ค้นหา
          </button>
        </Form>
        {entries.length ? (
          <div className="table-wrap">
            <table className="admin-table">
              <caption className="visually-hidden">ที่อยู่เดิมและหน้าปลายทาง</caption>
              <thead>
                <tr>
                  <th scope="col">ที่อยู่เดิม</th>
                  <th scope="col">ไปยัง</th>
                  <th scope="col">ที่มา</th>
                  <th scope="col">
                    <span className="visually-hidden">ลบ</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => (
                  <tr key={e.from}>
                    <th scope="row" className="break-anywhere">
                      {e.from}
                    </th>
                    <td className="break-anywhere">
                      {e.to ? <Link to={e.to}>{e.what ?? e.to}</Link> : "อยู่ในถังขยะ (ตอบ 404)"}
                    </td>
                    <td>
                      {e.origin}
                      <br />
                      <span className="hint">{thaiDateTime(e.createdAt)}</span>
                    </td>
                    <td>
                      <Form method="post">
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="from" value={e.from} />
                        <button
                          type="submit"
                          className="button button-secondary"
                          aria-label={`ลบ ${e.from}`}
                        >
                          ลบ
                        </button>
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <p>{q ? `ไม่พบที่อยู่เดิมที่มีคำว่า “${q}”` : "ยังไม่มีที่อยู่เดิม"}</p>
        )}
        <Pagination page={page} pages={pages} basePath={PATH} query={query} />
      </section>
    </div>
  );
}
