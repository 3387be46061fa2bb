import { Form } from "react-router";
import { DOCUMENT_CATEGORIES, KINDS } from "../../content/kinds.ts";
import type { FieldErrors } from "../../lib/app-error.ts";
import { thaiDate } from "../../lib/dates.ts";
import { FormField, SelectField } from "../auth/form-field.tsx";

const CATEGORY_OPTIONS = DOCUMENT_CATEGORIES.map((c) => ({ value: c.key, label: c.label }));
const LIST_OPTIONS = KINDS.flatMap((k) => (k.path ? [{ value: k.path, label: k.label }] : []));

type Candidate = { id: number; title: string; documentDate: string | null };

/** Items of the site to choose as evidence, each with its own button. */
function Candidates({ candidates }: { candidates: Candidate[] }) {
  return (
    <ul role="list" className="ita-evidence">
      {candidates.map((c) => (
        <li key={c.id}>
          <Form method="post">
            <input type="hidden" name="intent" value="add-evidence" />
            <input type="hidden" name="kind" value="item" />
            <input type="hidden" name="itemId" value={c.id} />
            {c.title}
            {c.documentDate ? ` (${thaiDate(c.documentDate)})` : ""}{" "}
            <button
              type="submit"
              className="button button-small"
              aria-label={`เลือก ${c.title} เป็นหลักฐาน`}
            >
              เลือก
            </button>
          </Form>
        </li>
      ))}
    </ul>
  );
}

/**
 * The ways to attach evidence to an ITA item: an item found by title (or suggested by the site's
 * search while the item is not complete), a category, a list, a link.
 */
export function AddEvidence({
  find,
  candidates,
  suggested,
  fields,
}: {
  find: string;
  candidates: Candidate[];
  suggested: Candidate[];
  fields: FieldErrors;
}) {
  return (
    <section aria-labelledby="add-evidence-title">
      <h2 id="add-evidence-title">เพิ่มหลักฐาน</h2>
      {suggested.length ? (
        <section aria-labelledby="suggested-title">
          <h3 id="suggested-title">เอกสารที่น่าจะตรงกับรายการนี้</h3>
          <Candidates candidates={suggested} />
        </section>
      ) : null}
      <div className="ita-forms">
        <div>
          <h3>หน้าหรือเอกสารบนเว็บไซต์</h3>
          <Form method="get" className="stack admin-form" role="search" aria-label="ค้นหาเนื้อหา">
            <FormField name="find" label="ค้นหาจากชื่อเรื่อง" defaultValue={find} autoComplete="off" />
            <button type="submit" className="button button-secondary">
              ค้นหา
            </button>
          </Form>
          {find ? (
            candidates.length ? (
              <Candidates candidates={candidates} />
            ) : (
              <p role="status">ไม่พบเนื้อหาที่ชื่อมีคำว่า “{find}”</p>
            )
          ) : null}
        </div>
        <Form method="post" className="stack admin-form">
          <h3>เอกสารทุกฉบับในหมวด</h3>
          <input type="hidden" name="intent" value="add-evidence" />
          <input type="hidden" name="kind" value="documents" />
          <SelectField
            name="category"
            label="หมวดเอกสาร"
            options={CATEGORY_OPTIONS}
            error={fields.category}
          />
          <FormField
            name="keyword"
            label="ชื่อเอกสารมีคำว่า"
            hint="เช่น สรุปผลการจัดซื้อจัดจ้าง เว้นว่างเพื่อนับทุกฉบับในหมวดของปีนี้"
            autoComplete="off"
            error={fields.keyword}
          />
          <FormField name="docLabel" label="ชื่อที่แสดง (ไม่บังคับ)" autoComplete="off" />
          <button type="submit" className="button">
            เพิ่มหลักฐาน
          </button>
        </Form>
        <Form method="post" className="stack admin-form">
          <h3>รายการบนเว็บไซต์</h3>
          <input type="hidden" name="intent" value="add-evidence" />
          <input type="hidden" name="kind" value="list" />
          <SelectField
            name="listPath"
            label="รายการ"
            options={LIST_OPTIONS}
            error={fields.listPath}
          />
          <FormField name="listLabel" label="ชื่อที่แสดง (ไม่บังคับ)" autoComplete="off" />
          <button type="submit" className="button">
            เพิ่มหลักฐาน
          </button>
        </Form>
        <Form method="post" className="stack admin-form">
          <h3>ลิงก์</h3>
          <input type="hidden" name="intent" value="add-evidence" />
          <input type="hidden" name="kind" value="link" />
          <FormField
            name="url"
            label="ที่อยู่ลิงก์"
            hint="https://… หรือหน้าในเว็บไซต์นี้ เช่น /contact"
            autoComplete="off"
            required
            error={fields.url}
          />
          <FormField
            name="linkLabel"
            label="ชื่อที่แสดง"
            autoComplete="off"
            required
            error={fields.label}
          />
          <button type="submit" className="button">
            เพิ่มหลักฐาน
          </button>
        </Form>
      </div>
    </section>
  );
}
