import { useState } from "react";
import { Form } from "react-router";
import { kindOf } from "../../content/admin-kinds.ts";
import { hasOwnPage } from "../../content/kind-office.ts";
import { isPageGroup } from "../../content/types.ts";
import type { ItemSettings } from "../../db/content/item-settings.server.ts";
import { FormField, TextAreaField } from "../auth/form-field.tsx";
import type { SettingsOutcome } from "./item-settings-status.tsx";
import { Notice } from "./notice.tsx";
import { SeoPreview } from "./seo-preview.tsx";

type Props = { item: ItemSettings; result: SettingsOutcome | null };

function Version({ item, intent }: { item: ItemSettings; intent: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="version" value={item.version} />
    </>
  );
}

/** Slug and (for news) subject; the old public address keeps working. */
export function AddressForm({ item, result, publicPath }: Props & { publicPath: string }) {
  const fields = result?.fields ?? {};
  const subjects = kindOf(item)?.subjects;
  return (
    <section className="admin-section" aria-labelledby="address-title">
      <h2 id="address-title">ที่อยู่ของหน้า</h2>
      <Notice result={result} />
      <p>
        ที่อยู่ปัจจุบัน: <code>{decodeURIComponent(publicPath)}</code>
      </p>
      {kindOf(item)?.fixed ? (
        <p>หน้านี้มีที่อยู่คงที่ เปลี่ยนไม่ได้</p>
      ) : (
        <Form key={item.version} method="post" className="stack admin-form" noValidate>
          <Version item={item} intent="address" />
          <FormField
            name="slug"
            label="ชื่อในลิงก์ (slug)"
            hint="ใช้ตัวอักษร ตัวเลข และขีดกลาง ลิงก์เดิมจะพาผู้อ่านมายังที่อยู่ใหม่โดยอัตโนมัติ"
            maxLength={120}
            required
            defaultValue={item.slug}
            error={fields.slug}
          />
          {subjects ? (
            <div className="field" data-invalid={fields.subject ? true : undefined}>
              <label htmlFor="field-subject">{subjects.label}</label>
              <select id="field-subject" name="subject" defaultValue={item.subject ?? ""}>
                {subjects.choices.map((s) => (
                  <option key={s.key} value={s.key}>
                    {s.label}
                  </option>
                ))}
              </select>
              {fields.subject ? <p className="field-error">{fields.subject}</p> : null}
            </div>
          ) : null}
          <div className="form-actions">
            <button type="submit" className="button">
              บันทึกที่อยู่
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}

/**
 * Pinned to the home page, its order among pinned items, and whether lists show it; for a page
 * in a group, its place in the group's menu.
 */
export function DisplayForm({ item, result, canPublish }: Props & { canPublish: boolean }) {
  return (
    <section className="admin-section" aria-labelledby="display-title">
      <h2 id="display-title">การแสดงผล</h2>
      <Notice result={result} />
      {(item.type === "page" && !isPageGroup(item.subject)) || !hasOwnPage(item.type) ? (
        <p>หน้านี้ไม่อยู่ในรายการหรือหน้าแรก</p>
      ) : item.type === "page" ? (
        <Form key={item.version} method="post" className="stack admin-form" noValidate>
          <Version item={item} intent="display" />
          <FormField
            name="pinnedOrder"
            label="ลำดับในเมนูของกลุ่ม"
            hint="เลขน้อยแสดงก่อน ลำดับเท่ากันเรียงตามชื่อหน้า"
            type="number"
            inputMode="numeric"
            min={0}
            max={999}
            defaultValue={item.pinned_order}
            error={result?.fields.pinnedOrder}
          />
          <div className="form-actions">
            <button type="submit" className="button">
              บันทึกลำดับ
            </button>
          </div>
        </Form>
      ) : !canPublish ? (
        <p>
          {item.pinned ? `ปักหมุดที่หน้าแรก ลำดับ ${item.pinned_order}` : "ไม่ได้ปักหมุด"} ·{" "}
          {item.listed ? "แสดงในรายการ" : "ไม่แสดงในรายการ"} (เปลี่ยนได้โดยผู้ดูแลระบบ)
        </p>
      ) : (
        <Form key={item.version} method="post" className="stack admin-form" noValidate>
          <Version item={item} intent="display" />
          <label className="check">
            <input type="checkbox" name="pinned" value="1" defaultChecked={item.pinned === 1} />
            ปักหมุดที่หน้าแรก
          </label>
          <FormField
            name="pinnedOrder"
            label="ลำดับการปักหมุด"
            hint="เลขน้อยแสดงก่อน ลำดับเท่ากันเรียงตามวันที่เผยแพร่ล่าสุด"
            type="number"
            inputMode="numeric"
            min={0}
            max={999}
            defaultValue={item.pinned_order}
            error={result?.fields.pinnedOrder}
          />
          <label className="check">
            <input type="checkbox" name="listed" value="1" defaultChecked={item.listed === 1} />
            แสดงในรายการ
          </label>
          <p className="hint">
            เมื่อไม่แสดงในรายการ หน้านี้ยังเปิดได้จากลิงก์ แต่ไม่อยู่ในรายการ หน้าแรก ฟีด และแผนผังเว็บไซต์
          </p>
          <div className="form-actions">
            <button type="submit" className="button">
              บันทึกการแสดงผล
            </button>
          </div>
        </Form>
      )}
    </section>
  );
}

/** The title and description search engines and share cards show. */
export function SeoForm({ item, result }: Props) {
  const fields = result?.fields ?? {};
  const [seo, setSeo] = useState({
    title: item.seo_title ?? "",
    description: item.seo_description ?? "",
  });
  return (
    <section className="admin-section" aria-labelledby="seo-title">
      <h2 id="seo-title">การแสดงผลในเครื่องมือค้นหาและการแชร์</h2>
      <Notice result={result} />
      <Form key={item.version} method="post" className="stack admin-form" noValidate>
        <Version item={item} intent="seo" />
        <FormField
          name="seoTitle"
          label="ชื่อสำหรับเครื่องมือค้นหา"
          hint="เว้นว่างเพื่อใช้หัวข้อของเนื้อหา"
          maxLength={70}
          value={seo.title}
          onChange={(e) => setSeo({ ...seo, title: e.currentTarget.value })}
          error={fields.seoTitle}
        />
        <TextAreaField
          name="seoDescription"
          label="คำอธิบายสำหรับเครื่องมือค้นหา"
          hint="เว้นว่างเพื่อใช้สรุปสั้น ๆ ของเนื้อหา"
          rows={2}
          maxLength={160}
          value={seo.description}
          onChange={(e) => setSeo({ ...seo, description: e.currentTarget.value })}
          error={fields.seoDescription}
        />
        <SeoPreview
          title={seo.title || item.title}
          description={seo.description}
          path={item.slug}
        />
        <div className="form-actions">
          <button type="submit" className="button">
            บันทึกข้อมูลสำหรับค้นหา
          </button>
        </div>
      </Form>
    </section>
  );
}
