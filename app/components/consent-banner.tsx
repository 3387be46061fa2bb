import type { ReactNode } from "react";
import { Link, useLocation } from "react-router";

/**
 * Asks for cookie consent until the visitor chooses. Part of the page, not a wall over it: the
 * site works the same whatever the answer, and only strictly necessary cookies are set before.
 * Accepting and refusing are one click each and look alike; choosing purpose by purpose is on
 * the cookie settings page. A plain form, so it needs no script.
 */
export function ConsentBanner() {
  const location = useLocation();
  return (
    <section className="consent-banner" aria-labelledby="consent-title">
      <form method="post" action="/consent" className="consent-inner">
        <p id="consent-title" className="consent-title">
          เว็บไซต์นี้ใช้คุกกี้
        </p>
        <p>
          จนกว่าท่านจะเลือก เราใช้เฉพาะคุกกี้ที่จำเป็น ท่านอนุญาตให้จดจำการตั้งค่าการแสดงผล และแสดงวิดีโอจากภายนอกได้
          และเปลี่ยนใจได้ที่ “ตั้งค่าคุกกี้” ท้ายหน้า
        </p>
        <input type="hidden" name="back" value={`${location.pathname}${location.search}`} />
        <ConsentChoices>
          <Link to="/policy/cookies#cookie-settings" className="consent-more">
            เลือกทีละประเภท
          </Link>
        </ConsentChoices>
      </form>
    </section>
  );
}

/** Accept all and refuse all, side by side and alike (here and on the cookie settings page). */
export function ConsentChoices({ children }: { children?: ReactNode }) {
  return (
    <div className="consent-actions">
      <button type="submit" name="choice" value="all" className="button">
        ยอมรับทั้งหมด
      </button>
      <button type="submit" name="choice" value="none" className="button">
        ปฏิเสธทั้งหมด
      </button>
      {children}
    </div>
  );
}
