import type { ImageChoice } from "../../db/media/image-choices.server.ts";

/** The site logo: one image of the media library, or none. */
export function LogoSelect({
  logos,
  value,
  error,
}: {
  logos: ImageChoice[];
  value: string;
  error?: string;
}) {
  const describedBy = ["field-logoMediaId-hint", error ? "field-logoMediaId-error" : ""];
  return (
    <div className="field" data-invalid={error ? true : undefined}>
      <label htmlFor="field-logoMediaId">โลโก้</label>
      <p id="field-logoMediaId-hint" className="hint">
        รูปภาพจากคลังสื่อ แสดงที่หัวเว็บไซต์ สูง 44 พิกเซล ใช้ข้อความแทนภาพของรูปนั้น
      </p>
      <select
        id="field-logoMediaId"
        name="logoMediaId"
        defaultValue={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy.join(" ").trim()}
      >
        <option value="">ไม่ใช้โลโก้ (ใช้สัญลักษณ์ของเว็บไซต์)</option>
        {logos.map((logo) => (
          <option key={logo.id} value={logo.id}>
            {logo.alt ? `${logo.name} — ${logo.alt}` : logo.name}
          </option>
        ))}
      </select>
      {error ? (
        <p id="field-logoMediaId-error" className="field-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
