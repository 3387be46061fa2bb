import { HOME_COUNT_MAX, PHONE_ROWS, SOCIAL_ROWS } from "../../content/site-settings.ts";
import { CONTENT_TYPES } from "../../content/types.ts";
import type { HomeSectionRow } from "../../domain/site/site-settings-form.server.ts";
import { FormField } from "../auth/form-field.tsx";

type Errors = Partial<Record<string, string>>;

/** The typed rows and two empty ones to add more, without JavaScript, up to `max`. */
function withEmptyRows<T>(rows: T[], empty: T, max: number): T[] {
  const count = Math.min(max, Math.max(rows.length + 2, 3));
  return Array.from({ length: count }, (_, i) => rows[i] ?? empty);
}

export function PhoneRows({ phones, errors }: { phones: string[]; errors: Errors }) {
  return (
    <fieldset className="settings-rows">
      <legend>เบอร์โทรศัพท์</legend>
      <p className="hint">
        ใส่ได้ถึง {PHONE_ROWS} เบอร์ ช่องที่เว้นว่างไว้จะไม่แสดง ต้องการเพิ่มช่อง ให้บันทึกแล้วจะมีช่องว่างเพิ่มให้
      </p>
      {withEmptyRows(phones, "", PHONE_ROWS).map((phone, i) => (
        <FormField
          key={i}
          name={`phone-${i}`}
          label={`เบอร์ที่ ${i + 1}`}
          type="tel"
          inputMode="tel"
          maxLength={30}
          defaultValue={phone}
          error={errors[`phones.${i}`]}
        />
      ))}
    </fieldset>
  );
}

export function SocialRows({
  links,
  errors,
}: {
  links: { label: string; url: string }[];
  errors: Errors;
}) {
  return (
    <>
      <p className="hint">
        ชื่อช่องทางเช่น Facebook, LINE, YouTube พร้อมลิงก์ที่ขึ้นต้นด้วย https:// แถวที่เว้นว่างทั้งสองช่องจะไม่แสดง
      </p>
      {withEmptyRows(links, { label: "", url: "" }, SOCIAL_ROWS).map((link, i) => (
        <fieldset key={i} className="settings-row">
          <legend>ช่องทางที่ {i + 1}</legend>
          <FormField
            name={`socialLabel-${i}`}
            label="ชื่อช่องทาง"
            maxLength={50}
            defaultValue={link.label}
            error={errors[`socialLinks.${i}.label`]}
          />
          <FormField
            name={`socialUrl-${i}`}
            label="ลิงก์"
            type="url"
            maxLength={500}
            defaultValue={link.url}
            error={errors[`socialLinks.${i}.url`]}
          />
        </fieldset>
      ))}
    </>
  );
}

export function HomeSectionRows({ rows, errors }: { rows: HomeSectionRow[]; errors: Errors }) {
  return (
    <>
      <p className="hint">
        เลือกหมวดที่จะแสดงบนหน้าแรก เรียงตามเลขลำดับจากน้อยไปมาก และจำนวนรายการล่าสุดของแต่ละหมวด (1–
        {HOME_COUNT_MAX})
      </p>
      {errors.homeSections ? <p className="field-error">{errors.homeSections}</p> : null}
      {rows.map((row, i) => (
        <fieldset key={row.type} className="settings-row">
          <legend>{CONTENT_TYPES[row.type].label}</legend>
          <input type="hidden" name="homeType" value={row.type} />
          <label className="settings-check">
            <input type="checkbox" name={`home-${row.type}-shown`} defaultChecked={row.shown} />
            แสดงบนหน้าแรก
          </label>
          <FormField
            name={`home-${row.type}-order`}
            label="ลำดับ"
            inputMode="numeric"
            maxLength={2}
            defaultValue={row.order}
            error={errors[`homeSections.${i}.order`]}
          />
          <FormField
            name={`home-${row.type}-count`}
            label="จำนวนรายการ"
            inputMode="numeric"
            maxLength={2}
            defaultValue={row.count}
            error={errors[`homeSections.${i}.count`]}
          />
        </fieldset>
      ))}
    </>
  );
}
