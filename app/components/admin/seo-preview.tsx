import { FormField, TextAreaField } from "../auth/form-field.tsx";

/** How the item may look as a search result and as a shared card. */
export function SeoPreview({
  title,
  description,
  path,
}: {
  title: string;
  description: string;
  path: string;
}) {
  const shown = title.trim() || "ยังไม่มีหัวข้อ";
  const text = description.trim() || "ยังไม่มีคำอธิบาย เครื่องมือค้นหาจะเลือกข้อความจากเนื้อหาเอง";
  return (
    <div className="seo-preview" aria-label="ตัวอย่างผลการค้นหาและการแชร์" role="group">
      <div className="seo-result">
        <p className="seo-url">…/{path || "ชื่อในลิงก์"}</p>
        <p className="seo-title">{shown.length > 60 ? `${shown.slice(0, 60)}…` : shown}</p>
        <p className="seo-description">{text}</p>
      </div>
      <div className="seo-card">
        <p className="seo-card-title">{shown}</p>
        <p className="seo-description">{text}</p>
      </div>
    </div>
  );
}

type Seo = { title: string; description: string };

/** The SEO title and description fields, with the preview beside them. */
export function SeoFields({
  seo,
  onChange,
  title,
  slug,
  errors,
}: {
  seo: Seo;
  onChange: (seo: Seo) => void;
  title: string;
  slug: string;
  errors: Partial<Record<string, string>>;
}) {
  return (
    <fieldset className="choice">
      <legend>การแสดงผลในเครื่องมือค้นหาและการแชร์</legend>
      <FormField
        name="seoTitle"
        label="ชื่อสำหรับเครื่องมือค้นหา"
        maxLength={70}
        value={seo.title}
        onChange={(e) => onChange({ ...seo, title: e.currentTarget.value })}
        error={errors.seoTitle}
      />
      <TextAreaField
        name="seoDescription"
        label="คำอธิบายสำหรับเครื่องมือค้นหา"
        rows={2}
        maxLength={160}
        value={seo.description}
        onChange={(e) => onChange({ ...seo, description: e.currentTarget.value })}
        error={errors.seoDescription}
      />
      <SeoPreview title={seo.title || title} description={seo.description} path={slug} />
    </fieldset>
  );
}
