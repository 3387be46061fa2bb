import type { FieldErrors } from "../../lib/app-error.ts";
import type { SourceOption } from "../../domain/ita/ita-lists.server.ts";
import {
  BLANK_ENTRIES,
  entryField,
  groupField,
  type EntryRow,
  type GroupRow,
} from "../../content/ita-list-form.ts";
import { FormField, SelectField } from "../auth/form-field.tsx";

type Limits = { groups: number; entries: number; text: number; url: number };

type Shared = {
  errors: FieldErrors;
  options: SourceOption[];
  /** The information centre's entries may be outside links. */
  withUrl: boolean;
  limits: Limits;
};

const BLANK_ENTRY: EntryRow = { label: "", source: "", url: "", order: "", remove: false };

/** The rows as typed, and empty ones to add with, each group's and a new group's. */
export function withBlankRows(rows: GroupRow[], limits: Limits): GroupRow[] {
  const blanks = (count: number) =>
    Array.from(
      { length: Math.max(0, Math.min(BLANK_ENTRIES, limits.entries - count)) },
      (_, i) => ({
        ...BLANK_ENTRY,
        order: String(count + i + 1),
      }),
    );
  const groups = rows.map((g) => ({ ...g, entries: [...g.entries, ...blanks(g.entries.length)] }));
  if (rows.length >= limits.groups) return groups;
  const fresh = { title: "", basis: "", order: String(rows.length + 1), remove: false };
  return [...groups, { ...fresh, entries: blanks(0) }];
}

/** What a field is called in the error summary. */
const FIELD_NAMES: Record<string, string> = {
  title: "ชื่อหมวด",
  basis: "หลักเกณฑ์",
  order: "ลำดับ",
  label: "ชื่อรายการ",
  source: "แหล่งข้อมูล",
  url: "ลิงก์",
};

/** A field's place in words, for the error summary: "หมวดที่ 2 รายการที่ 3 (แหล่งข้อมูล)". */
export function fieldPlace(name: string): string {
  const match = /^g(\d+)(?:-e(\d+))?-(\w+)$/.exec(name);
  if (!match) return "";
  const [, g, e, field] = match;
  const entry = e === undefined ? "" : ` รายการที่ ${Number(e) + 1}`;
  return `หมวดที่ ${Number(g) + 1}${entry} (${FIELD_NAMES[field!] ?? field})`;
}

function EntryFields({
  g,
  e,
  row,
  blank,
  errors,
  options,
  withUrl,
  limits,
}: Shared & { g: number; e: number; row: EntryRow; blank: boolean }) {
  const name = (field: Parameters<typeof entryField>[2]) => entryField(g, e, field);
  const known = options.some((o) => o.value === row.source);
  const choices = [
    { value: "", label: "— เลือกแหล่งข้อมูล —" },
    ...options,
    ...(row.source && !known ? [{ value: row.source, label: `(ใช้ไม่ได้) ${row.source}` }] : []),
  ];
  const named = row.label || options.find((o) => o.value === row.source)?.label || "";
  return (
    <fieldset className="settings-row">
      <legend>
        {blank ? "รายการใหม่ (ไม่บังคับ)" : `รายการที่ ${e + 1}${named ? `: ${named}` : ""}`}
      </legend>
      <FormField
        name={name("label")}
        label="ชื่อรายการ"
        maxLength={limits.text}
        autoComplete="off"
        defaultValue={row.label}
        error={errors[name("label")]}
      />
      <SelectField
        name={name("source")}
        label="แหล่งข้อมูล"
        options={choices}
        defaultValue={row.source}
        error={errors[name("source")]}
      />
      {withUrl ? (
        <FormField
          name={name("url")}
          label="ลิงก์ (เฉพาะลิงก์ภายนอก)"
          type="url"
          inputMode="url"
          maxLength={limits.url}
          autoComplete="off"
          defaultValue={row.url}
          error={errors[name("url")]}
        />
      ) : null}
      <FormField
        name={name("order")}
        label="ลำดับ"
        inputMode="numeric"
        maxLength={3}
        autoComplete="off"
        defaultValue={row.order}
        error={errors[name("order")]}
      />
      {blank ? null : (
        <label className="settings-check">
          <input type="checkbox" name={name("remove")} defaultChecked={row.remove} />
          นำรายการนี้ออก
        </label>
      )}
    </fieldset>
  );
}

/** One group: its title, basis, place and removal, and its entries with empty ones to add. */
export function GroupFields({
  g,
  row,
  stored,
  ...shared
}: Shared & { g: number; row: GroupRow; stored: GroupRow | undefined }) {
  const { errors, limits } = shared;
  const blank = stored === undefined;
  const name = (field: Parameters<typeof groupField>[1]) => groupField(g, field);
  return (
    <fieldset className="settings-group" id={`group-${g}`}>
      <legend>{blank ? "หมวดใหม่ (ไม่บังคับ)" : `หมวดที่ ${g + 1}: ${row.title}`}</legend>
      <FormField
        name={name("title")}
        label="ชื่อหมวด"
        maxLength={limits.text}
        autoComplete="off"
        defaultValue={row.title}
        error={errors[name("title")]}
      />
      <FormField
        name={name("basis")}
        label="หลักเกณฑ์ (เช่น มาตรา 7 (1))"
        maxLength={limits.text}
        autoComplete="off"
        defaultValue={row.basis}
        error={errors[name("basis")]}
      />
      <FormField
        name={name("order")}
        label="ลำดับของหมวด"
        inputMode="numeric"
        maxLength={3}
        autoComplete="off"
        defaultValue={row.order}
        error={errors[name("order")]}
      />
      {blank ? null : (
        <label className="settings-check">
          <input type="checkbox" name={name("remove")} defaultChecked={row.remove} />
          นำหมวดนี้ออกพร้อมรายการทั้งหมด
        </label>
      )}
      {row.entries.map((entry, e) => (
        <EntryFields
          key={e}
          g={g}
          e={e}
          row={entry}
          blank={e >= (stored?.entries.length ?? 0)}
          {...shared}
        />
      ))}
    </fieldset>
  );
}
