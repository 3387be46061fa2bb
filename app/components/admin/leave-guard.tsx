import { useCallback, useEffect, useRef } from "react";
import type { BlockerFunction } from "react-router";
import { useFocusTrap } from "../use-focus-trap.ts";
import { useLeaveBlocker } from "./use-leave-blocker.ts";

/**
 * While there is something unsaved that nothing else keeps, leaving asks first: the browser's own
 * question on a reload or a closed tab, this dialog for a move within the site. Sending the form
 * itself (to the same address) is no leaving.
 */
export function LeaveGuard({ when }: { when: boolean }) {
  const leaving = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      when && currentLocation.pathname !== nextLocation.pathname,
    [when],
  );
  const blocker = useLeaveBlocker(leaving);
  const dialog = useRef<HTMLDialogElement>(null);
  const stay = useRef<HTMLButtonElement>(null);
  const blocked = blocker.state === "blocked";
  useFocusTrap(dialog, blocked);

  useEffect(() => {
    if (!when) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [when]);

  useEffect(() => {
    const el = dialog.current;
    if (blocked && el && !el.open) {
      el.showModal();
      // The choice that loses nothing is the one Enter takes.
      stay.current?.focus();
    }
    if (!blocked && el?.open) el.close();
  }, [blocked]);

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      aria-labelledby="leave-title"
      aria-describedby="leave-text"
      onClose={() => blocker.reset?.()}
    >
      <h2 id="leave-title">ออกจากหน้านี้หรือไม่</h2>
      <p id="leave-text">สิ่งที่เขียนไว้ยังไม่ได้บันทึก ถ้าออกตอนนี้จะหายไป</p>
      <div className="confirm-actions">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => blocker.proceed?.()}
        >
          ออกโดยไม่บันทึก
        </button>
        <button ref={stay} type="button" className="button" onClick={() => blocker.reset?.()}>
          อยู่ต่อเพื่อบันทึก
        </button>
      </div>
    </dialog>
  );
}
