import { useEffect, useState } from "react";
import { isRouteErrorResponse } from "react-router";
import { requestIdOf, type ErrorData } from "../lib/app-error.ts";
import { ROUTER_REFUSALS, type RouterRefusal } from "../lib/status-messages.ts";
import { MESSAGES, notify } from "../lib/toast.ts";
import { GIVE_UP_MS, ReloadNotice, retryDelay } from "./reload-notice.tsx";

/** A page module (code chunk) that the browser could not download. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  // Chromium and Firefox say "… dynamically imported module …"; Safari says the other.
  return /dynamically imported module|Importing a module script failed/i.test(message);
}

/**
 * Retries a page whose code failed to load: it waits until the server answers again and then
 * reloads; after 120 seconds without success it says so and offers a reload.
 */
function ChunkRetry() {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    let attempt = 0;
    let timer: ReturnType<typeof setTimeout>;
    const started = Date.now();
    const tryAgain = async () => {
      try {
        const response = await fetch(window.location.href, { method: "HEAD", cache: "no-store" });
        if (response.ok) {
          window.location.reload();
          return;
        }
      } catch {
        // Still offline: keep waiting.
      }
      if (Date.now() - started >= GIVE_UP_MS) {
        setGaveUp(true);
        return;
      }
      timer = setTimeout(
        tryAgain,
        Math.min(retryDelay(attempt++), GIVE_UP_MS - (Date.now() - started)),
      );
    };
    timer = setTimeout(tryAgain, retryDelay(0));
    return () => clearTimeout(timer);
  }, []);

  if (!gaveUp) {
    return (
      <p role="status" className="status-note">
        กำลังลองโหลดหน้าอีกครั้ง…
      </p>
    );
  }
  return <ReloadNotice href={window.location.href} />;
}

/**
 * What an error has to say beyond that something went wrong: a request the app refused on
 * purpose (a 4xx other than not-found) its title and message; the database away (a 503) the
 * server's Thai message, which says whether anything sent was kept (decision 0040).
 */
function refusal(error: unknown): { title?: string; message: string } | undefined {
  if (isRouteErrorResponse(error))
    return error.status === 503
      ? (error.data as ErrorData)
      : ROUTER_REFUSALS[error.status as RouterRefusal];
}

/** The id of a failed request, for the visitor to quote to the site's staff (it is in the log). */
export function RequestId({ error }: { error: unknown }) {
  const id = requestIdOf(error);
  if (!id) return null;
  return (
    <p className="status-note">
      รหัสอ้างอิงของปัญหานี้: <code className="request-id">{id}</code>
    </p>
  );
}

export function ErrorPage({ error }: { error: unknown }) {
  const chunk = isChunkLoadError(error);
  const refused = refusal(error);
  useEffect(() => {
    if (!chunk && !refused) notify.warning(MESSAGES.readFailed);
  }, [chunk, refused]);
  const detail = import.meta.env.DEV && error instanceof Error ? error.stack : null;
  return (
    <main id="main" className="status-page">
      <title>{refused?.title ?? "เกิดข้อผิดพลาด"}</title>
      <h1>
        {refused?.title ?? (
          <>
            <span lang="en">Something went wrong.</span>
            <span className="status-thai">ขออภัย ระบบขัดข้องชั่วคราว</span>
          </>
        )}
      </h1>
      {refused ? (
        <p>{refused.message}</p>
      ) : chunk ? (
        <ChunkRetry />
      ) : (
        <p>กรุณาลองใหม่อีกครั้ง หรือกลับไปที่หน้าหลัก</p>
      )}
      <RequestId error={error} />
      <p className="status-actions">
        <a href="/" className="button">
          กลับหน้าหลัก
        </a>
      </p>
      {detail ? <pre className="error-detail">{detail}</pre> : null}
    </main>
  );
}
