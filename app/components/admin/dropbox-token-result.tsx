import type { TokenOutcome } from "../../domain/media/dropbox-operator.server.ts";
import { maskSecret, maskSecrets } from "../../lib/staff/mask-secret.ts";

const pretty = (value: unknown) => JSON.stringify(value, null, 2);

/**
 * The outcome of a token exchange: the access token masked, the provider's whole answer with
 * its secrets masked, and both in full behind a disclosure (which works without JavaScript).
 */
export function DropboxTokenResult({ outcome }: { outcome: TokenOutcome }) {
  if (!outcome.ok) {
    return (
      <section className="admin-section dropbox-result" aria-label="ผลการขอโทเค็น">
        <div role="alert" className="dropbox-failure">
          <p lang="en" className="form-error">
            Failed to fetch access token
          </p>
          <p>{outcome.message}</p>
        </div>
        {outcome.response !== undefined ? (
          <>
            <h2>คำตอบจาก Dropbox</h2>
            <pre className="dropbox-json">{pretty(outcome.response)}</pre>
          </>
        ) : null}
      </section>
    );
  }
  const token = outcome.response.access_token;
  const accessToken = typeof token === "string" ? token : "";
  return (
    <section className="admin-section dropbox-result" aria-label="ผลการขอโทเค็น">
      <p role="status" className="notice notice-success">
        ได้รับโทเค็นจาก Dropbox แล้ว และบันทึกไว้แบบเข้ารหัส ระบบจะต่ออายุโทเค็นให้เองอัตโนมัติ
      </p>
      <h2>โทเค็นการเข้าถึง (access token)</h2>
      <p>
        <code className="dropbox-token">{maskSecret(accessToken)}</code>
      </p>
      <details className="dropbox-reveal">
        <summary>แสดงโทเค็นเต็ม</summary>
        <code className="dropbox-token">{accessToken}</code>
      </details>
      <h2>คำตอบจาก Dropbox ทั้งหมด</h2>
      <pre className="dropbox-json">{pretty(maskSecrets(outcome.response))}</pre>
      <details className="dropbox-reveal">
        <summary>แสดงคำตอบโดยไม่ปิดบังโทเค็น</summary>
        <pre className="dropbox-json">{pretty(outcome.response)}</pre>
      </details>
    </section>
  );
}

const VARIABLES: [name: string, meaning: string][] = [
  ["DROPBOX_APP_KEY", "App key ของแอปใน Dropbox App Console"],
  ["DROPBOX_APP_SECRET", "App secret ของแอปเดียวกัน"],
  ["SECRET_KEY", "กุญแจสำหรับเข้ารหัสโทเค็นที่เก็บในฐานข้อมูล เช่น ผลจากคำสั่ง openssl rand -hex 32"],
  ["BASE_URL", "ที่อยู่สาธารณะของเว็บไซต์ ใช้สร้างที่อยู่สำหรับให้ Dropbox ส่งกลับมา"],
  ["STORAGE=dropbox", "เมื่อต้องการเก็บไฟล์สื่อไว้ใน Dropbox"],
  ["DROPBOX_ROOT", "โฟลเดอร์ใน Dropbox ที่ใช้เก็บไฟล์ (ไม่บังคับ ค่าเริ่มต้น /sukhaphap)"],
];

/** Which environment variables the server needs before Dropbox can be connected. */
export function DropboxNotConfigured() {
  return (
    <section className="admin-section">
      <h2>ยังไม่ได้ตั้งค่าการเชื่อมต่อ Dropbox</h2>
      <p>ผู้ดูแลเซิร์ฟเวอร์ต้องกำหนดตัวแปรสภาพแวดล้อมต่อไปนี้ แล้วเริ่มระบบใหม่:</p>
      <dl className="dropbox-variables">
        {VARIABLES.map(([name, meaning]) => (
          <div key={name}>
            <dt>
              <code>{name}</code>
            </dt>
            <dd>{meaning}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
