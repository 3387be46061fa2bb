/**
 * Cookie consent under the PDPA: only strictly necessary cookies until the visitor chooses; each
 * optional purpose is chosen on its own, refusing is as easy as accepting, and every choice is
 * recorded. The choice itself lives in a strictly necessary cookie.
 */

export const CONSENT_PURPOSES = ["functional", "media"] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type Consent = Record<ConsentPurpose, boolean>;

/** Raised when the purposes or what they cover change: earlier choices are then asked again. */
export const CONSENT_VERSION = 1;

/** A choice is asked again after a year. */
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

export const PURPOSES: Record<ConsentPurpose, { label: string; description: string }> = {
  functional: {
    label: "คุกกี้เพื่อการใช้งาน",
    description:
      "จดจำขนาดตัวอักษรและรูปแบบสีที่ท่านเลือกไว้สำหรับการเข้าชมครั้งถัดไป หากไม่อนุญาต การตั้งค่าจะใช้ได้จนกว่าจะปิดเบราว์เซอร์",
  },
  media: {
    label: "สื่อจากผู้ให้บริการภายนอก",
    description:
      "แสดงวิดีโอจาก YouTube และ Facebook บนหน้าเว็บทันที ผู้ให้บริการเหล่านี้อาจตั้งคุกกี้และเก็บข้อมูลการใช้งานของท่าน หากไม่อนุญาต ท่านยังกดเล่นวิดีโอทีละรายการได้",
  },
};

export const NO_CONSENT: Consent = { functional: false, media: false };

/** The cookie's value: version, the visitor's consent id, then one digit per purpose. */
export function consentCookieValue(id: string, consent: Consent): string {
  return `${CONSENT_VERSION}.${id}.${CONSENT_PURPOSES.map((p) => (consent[p] ? 1 : 0)).join("")}`;
}

const VALUE = /^(\d+)\.([\w-]{16,32})\.([01]+)$/;

/** The choice in a cookie value, or null if there is none or it predates CONSENT_VERSION. */
export function parseConsentValue(value: string): { id: string; consent: Consent } | null {
  const match = VALUE.exec(value);
  if (!match || Number(match[1]) !== CONSENT_VERSION) return null;
  const digits = match[3]!;
  if (digits.length !== CONSENT_PURPOSES.length) return null;
  const consent = Object.fromEntries(
    CONSENT_PURPOSES.map((p, i) => [p, digits[i] === "1"]),
  ) as Consent;
  return { id: match[2]!, consent };
}
