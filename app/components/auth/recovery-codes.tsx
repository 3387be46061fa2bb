import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/** Freshly made recovery codes: shown this once, with a text file to keep and a print button. */
export function RecoveryCodes({ codes, username }: { codes: string[]; username: string }) {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  const text = [
    `รหัสสำรองสำหรับเข้าสู่ระบบ บัญชี ${username}`,
    "แต่ละรหัสใช้ได้ครั้งเดียว เก็บไว้ในที่ปลอดภัย",
    "",
    ...codes,
    "",
  ].join("\n");
  return (
    <section className="two-factor-section recovery-codes" aria-labelledby="recovery-title">
      <h2 id="recovery-title">รหัสสำรองของคุณ</h2>
      <p>
        ใช้รหัสเหล่านี้เข้าสู่ระบบเมื่อไม่มีโทรศัพท์ แต่ละรหัสใช้ได้ครั้งเดียว
        <strong> รหัสจะแสดงเพียงครั้งนี้ครั้งเดียว</strong> กรุณาดาวน์โหลดหรือพิมพ์เก็บไว้ในที่ปลอดภัย
      </p>
      <ol className="recovery-list">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <p className="recovery-actions">
        <a
          className="button button-secondary"
          href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`}
          download="recovery-codes.txt"
        >
          ดาวน์โหลดเป็นไฟล์ข้อความ
        </a>
        {hydrated ? (
          <button type="button" className="button button-secondary" onClick={() => window.print()}>
            พิมพ์รหัสสำรอง
          </button>
        ) : null}
      </p>
    </section>
  );
}
