import { Form } from "react-router";
import { FormField } from "./form-field.tsx";

export type SetupDetails = {
  secret: string;
  uri: string;
  qr: { size: number; path: string };
};

/** Adding the account to an authenticator app, then proving it with a code before it is switched on. */
export function TwoFactorSetup({ setup, error }: { setup: SetupDetails; error?: string }) {
  const { size, path } = setup.qr;
  return (
    <section className="two-factor-section" aria-labelledby="setup-title">
      <h2 id="setup-title">ตั้งค่าแอปยืนยันตัวตน</h2>
      <ol className="setup-steps">
        <li>
          ติดตั้งแอปยืนยันตัวตนในโทรศัพท์ เช่น Google Authenticator, Microsoft Authenticator
          หรือแอปอื่นที่รองรับรหัสแบบ TOTP
        </li>
        <li>
          <p>สแกนคิวอาร์โค้ดนี้ด้วยแอป</p>
          <svg
            className="qr-code"
            viewBox={`0 0 ${size} ${size}`}
            role="img"
            aria-labelledby="qr-title"
            shapeRendering="crispEdges"
          >
            <title id="qr-title">คิวอาร์โค้ดสำหรับเพิ่มบัญชีนี้ในแอปยืนยันตัวตน</title>
            <rect width={size} height={size} fill="#fff" />
            <path d={path} fill="#000" />
          </svg>
          <p>
            หรือพิมพ์รหัสลับนี้ในแอปเอง (ชนิดอิงตามเวลา):{" "}
            <code className="two-factor-secret">{setup.secret.match(/.{1,4}/g)!.join(" ")}</code>
          </p>
          <details>
            <summary>ลิงก์ otpauth สำหรับแอป</summary>
            <p>
              <a href={setup.uri}>เปิดในแอปยืนยันตัวตนบนอุปกรณ์นี้</a>
            </p>
            <code className="otpauth-uri">{setup.uri}</code>
          </details>
        </li>
        <li>
          <p>กรอกรหัส 6 หลักที่แอปแสดง เพื่อยืนยันว่าตั้งค่าถูกต้อง</p>
          <Form method="post" className="stack" noValidate>
            <input type="hidden" name="intent" value="confirm" />
            <FormField
              name="code"
              label="รหัสยืนยัน 6 หลัก"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={10}
              error={error}
            />
            <button type="submit" className="button">
              ยืนยันและเปิดใช้งาน
            </button>
          </Form>
        </li>
      </ol>
      <Form method="post">
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" className="button button-secondary">
          ยกเลิกการตั้งค่า
        </button>
      </Form>
    </section>
  );
}
