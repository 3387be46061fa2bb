/** How long the site keeps retrying a page whose code does not load before it says so. */
export const GIVE_UP_MS = 120_000;
export const RETRY_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000];

export function retryDelay(attempt: number): number {
  return RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]!;
}

/** The clear message after retries ran out, with a full reload of the page the visitor wanted. */
export function ReloadNotice({ href }: { href: string }) {
  return (
    <div className="reload-notice" role="alert">
      <p>โหลดหน้าไม่สำเร็จภายใน 2 นาที กรุณาตรวจสอบการเชื่อมต่ออินเทอร์เน็ต แล้วโหลดหน้าใหม่</p>
      <button type="button" className="button" onClick={() => window.location.assign(href)}>
        โหลดหน้าใหม่
      </button>
    </div>
  );
}
