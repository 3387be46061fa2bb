import { useLocation } from "react-router";
import { ConsentChoices } from "./consent-banner.tsx";
import { CONSENT_PURPOSES, NO_CONSENT, PURPOSES, type Consent } from "../lib/consent.ts";

/**
 * The cookie settings: accept all or refuse all, side by side and alike, or choose purpose by
 * purpose. A plain form: the server records the choice and sends the visitor back to the page,
 * which then reloads with it.
 */
export function ConsentForm({ current }: { current: Consent | null }) {
  const location = useLocation();
  const chosen = current ?? NO_CONSENT;
  return (
    <form method="post" action="/consent" className="consent-form">
      <input
        type="hidden"
        name="back"
        value={`${location.pathname}${location.search}${location.hash}`}
      />
      <ConsentChoices />
      <fieldset className="consent-choices">
        <legend>เลือกทีละประเภท</legend>
        <ul role="list">
          <li>
            <p className="consent-purpose">คุกกี้ที่จำเป็น (เปิดใช้งานเสมอ)</p>
            <p className="hint">
              ใช้จดจำการเข้าสู่ระบบของเจ้าหน้าที่ ป้องกันการส่งแบบฟอร์มปลอม และจดจำตัวเลือกคุกกี้นี้
              เว็บไซต์ทำงานไม่ได้หากไม่มีคุกกี้ประเภทนี้
            </p>
          </li>
          {CONSENT_PURPOSES.map((p) => (
            <li key={p}>
              <div className="check">
                <input
                  type="checkbox"
                  id={`consent-${p}`}
                  name={p}
                  defaultChecked={chosen[p]}
                  aria-describedby={`consent-${p}-hint`}
                />
                <label htmlFor={`consent-${p}`} className="consent-purpose">
                  {PURPOSES[p].label}
                </label>
              </div>
              <p className="hint" id={`consent-${p}-hint`}>
                {PURPOSES[p].description}
              </p>
            </li>
          ))}
        </ul>
        <button type="submit" name="choice" value="custom" className="button button-secondary">
          บันทึกตัวเลือก
        </button>
      </fieldset>
    </form>
  );
}
