import { withoutBidiControls } from "../../content/bidi-controls.ts";
import {
  BLANK_ENTRIES,
  entryField,
  groupField,
  type EntryRow,
  type GroupRow,
} from "../../content/ita-list-form.ts";
import {
  ITA_LIST_LIMITS,
  LIST_SOURCES,
  type ItaListGroups,
  type ItaListName,
  type ListEntry,
  type ListGroup,
  type ListSource,
  type SourceParam,
} from "../../content/ita-lists.ts";
import { STANDARD_KINDS } from "../../content/ita-source-names.ts";
import { DOCUMENT_CATEGORIES, type ItemType } from "../../content/kinds.ts";
import { failure, type FieldErrors, type Result } from "../../lib/app-error.ts";
import { formText } from "../../lib/form-data.ts";
import { formatCount } from "../../lib/format.ts";
import { isWebAddress } from "../../lib/web-address.ts";

const MAX_TYPED = 2000;
// One past what the form can hold, so a post beyond the limits is seen and refused.
const LAST_GROUP = ITA_LIST_LIMITS.groups + 1;
const LAST_ENTRY = ITA_LIST_LIMITS.entries + BLANK_ENTRIES + 1;

/** The posted form's rows, the empty ones left out. */
export function readListForm(form: FormData): GroupRow[] {
  const groups: GroupRow[] = [];
  for (let g = 0; g <= LAST_GROUP; g++) {
    if (!form.has(groupField(g, "title"))) continue;
    const entries: EntryRow[] = [];
    for (let e = 0; e <= LAST_ENTRY; e++) {
      if (!form.has(entryField(g, e, "source"))) continue;
      const entry = {
        label: formText(form, entryField(g, e, "label"), MAX_TYPED),
        source: formText(form, entryField(g, e, "source"), MAX_TYPED),
        url: formText(form, entryField(g, e, "url"), MAX_TYPED),
        order: formText(form, entryField(g, e, "order"), 20),
        remove: form.has(entryField(g, e, "remove")),
      };
      if (entry.label.trim() || entry.source || entry.url.trim()) entries.push(entry);
    }
    const group = {
      title: formText(form, groupField(g, "title"), MAX_TYPED),
      basis: formText(form, groupField(g, "basis"), MAX_TYPED),
      order: formText(form, groupField(g, "order"), 20),
      remove: form.has(groupField(g, "remove")),
      entries,
    };
    if (group.title.trim() || group.basis.trim() || entries.length) groups.push(group);
  }
  return groups;
}

const SLUG = /^[\p{L}\p{M}\p{N}]+(?:-[\p{L}\p{M}\p{N}]+)*$/u;

function validParam(param: Exclude<SourceParam, null>, value: string): boolean {
  switch (param) {
    case "slug":
      return value.length <= 80 && SLUG.test(value);
    case "category":
      return DOCUMENT_CATEGORIES.some((c) => c.key === value);
    case "type":
      return STANDARD_KINDS.includes(value as ItemType);
    case "url":
      return value.length <= ITA_LIST_LIMITS.url && isWebAddress(value);
  }
}

/**
 * The source a list knows by this kind and value (a slug, a category, a kind, an address), or
 * null: nothing outside the list's closed set is ever stored or evaluated.
 */
export function sourceOf(list: ItaListName, kind: unknown, value: unknown): ListSource | null {
  const declared: Record<string, { param: SourceParam }> = LIST_SOURCES[list];
  if (typeof kind !== "string" || !Object.hasOwn(declared, kind)) return null;
  const param = declared[kind]!.param;
  if (param === null) return { kind } as ListSource;
  if (typeof value !== "string" || !validParam(param, value)) return null;
  return { kind, [param]: value } as ListSource;
}

/** A line of text as stored: direction controls and control characters out, spaces single. */
const clean = (text: string) =>
  withoutBidiControls(text)
    .replace(/[\p{Cc}\s]+/gu, " ")
    .trim();

const { groups: MAX_GROUPS, entries: MAX_ENTRIES, text: MAX_TEXT } = ITA_LIST_LIMITS;

/** Rows in the order their numbers give (an empty number keeps its row after the numbered). */
function ordered<T extends { order: string; remove: boolean }>(
  rows: T[],
  field: (index: number) => string,
  fields: FieldErrors,
): { row: T; index: number }[] {
  const keyed = rows.flatMap((row, index) => {
    if (row.remove) return [];
    const typed = row.order.trim();
    const number = /^\d{1,3}$/.test(typed) ? Number(typed) : NaN;
    if (typed && !(number >= 1)) fields[field(index)] = "ลำดับต้องเป็นตัวเลข 1 ถึง 999";
    return [{ row, index, key: number >= 1 ? number : Infinity }];
  });
  return keyed.sort((a, b) => a.key - b.key || a.index - b.index);
}

function checkEntry(
  list: ItaListName,
  row: EntryRow,
  name: (field: "label" | "source" | "url") => string,
  fields: FieldErrors,
): ListEntry | null {
  const label = clean(row.label);
  const url = row.url.trim();
  if (label.length > MAX_TEXT) fields[name("label")] = `ชื่อรายการยาวได้ไม่เกิน ${MAX_TEXT} ตัวอักษร`;
  if (!row.source) {
    fields[name("source")] = "กรุณาเลือกแหล่งข้อมูลของรายการ";
    return null;
  }
  const [kind = "", ...rest] = row.source.split(":");
  const param = LIST_SOURCES[list][kind as never] as { param: SourceParam } | undefined;
  if (param?.param === "url") {
    const source = sourceOf(list, kind, url);
    if (!source)
      fields[name("url")] = "ลิงก์ต้องขึ้นต้นด้วย https:// หรือ http:// เช่น https://www.example.go.th";
    if (!label) fields[name("label")] = "กรุณาระบุชื่อที่แสดงของลิงก์";
    return source && { label, source };
  }
  const source = sourceOf(list, kind, rest.join(":"));
  if (!source) fields[name("source")] = "แหล่งข้อมูลนี้ใช้ไม่ได้ กรุณาเลือกจากรายการ";
  if (url) fields[name("url")] = "ใส่ลิงก์ได้เฉพาะรายการที่เลือกแหล่งข้อมูลเป็นลิงก์ภายนอก";
  return source && { label, source };
}

/**
 * The rows checked and put in order: a title for each group, one to `entries` entries, each with
 * a source of the list's own, texts within `text` characters, at most `groups` groups. Errors
 * are in Thai beside their fields (`form` for the list as a whole).
 */
export function checkListForm<L extends ItaListName>(
  list: L,
  rows: GroupRow[],
): Result<{ groups: ItaListGroups[L] }> {
  const fields: FieldErrors = {};
  const kept = ordered(rows, (g) => groupField(g, "order"), fields);
  if (kept.length === 0) fields.form = "ต้องมีอย่างน้อยหนึ่งหมวด";
  if (kept.length > MAX_GROUPS) fields.form = `มีได้ไม่เกิน ${MAX_GROUPS} หมวด`;
  const groups = kept.map(({ row, index: g }): ListGroup => {
    const title = clean(row.title);
    const basis = clean(row.basis);
    const titleField = groupField(g, "title");
    if (!title) fields[titleField] = "กรุณาระบุชื่อหมวด";
    else if (title.length > MAX_TEXT) fields[titleField] = `ชื่อหมวดยาวได้ไม่เกิน ${MAX_TEXT} ตัวอักษร`;
    if (basis.length > MAX_TEXT)
      fields[groupField(g, "basis")] = `หลักเกณฑ์ยาวได้ไม่เกิน ${MAX_TEXT} ตัวอักษร`;
    const seen = new Map<string, number>();
    const entries = ordered(row.entries, (e) => entryField(g, e, "order"), fields).flatMap(
      ({ row: entry, index: e }) => {
        const checked = checkEntry(list, entry, (field) => entryField(g, e, field), fields);
        if (!checked) return [];
        const key = JSON.stringify(checked.source);
        const twin = seen.get(key);
        if (twin !== undefined)
          fields[entryField(g, e, "source")] = `ซ้ำกับรายการที่ ${twin + 1} ของหมวดนี้`;
        else seen.set(key, e);
        return [checked];
      },
    );
    const count = row.entries.filter((e) => !e.remove).length;
    if (count === 0) fields[titleField] ??= "หมวดต้องมีอย่างน้อยหนึ่งรายการ";
    if (count > MAX_ENTRIES) fields[titleField] ??= `หมวดหนึ่งมีได้ไม่เกิน ${MAX_ENTRIES} รายการ`;
    return { title, basis, entries };
  });
  const errors = Object.keys(fields).length;
  if (errors)
    return failure("ita.invalid", {
      message: `ยังไม่ได้บันทึก มีข้อผิดพลาด ${formatCount(errors)} จุด กรุณาแก้ไขตามที่ระบุ`,
      fields,
    });
  return { ok: true, groups: groups as ItaListGroups[L] };
}
