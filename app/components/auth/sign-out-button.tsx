import { useEffect, useRef, useState } from "react";
import { useFetcher, useNavigate } from "react-router";
import { SESSION_MESSAGES } from "../../lib/sign-in-messages.ts";
import { notify } from "../../lib/toast.ts";
import { useFocusTrap } from "../use-focus-trap.ts";

/** Sign-out asks first: a dialog with JavaScript, the `/signout` page without it. */
export function SignOutButton({ className }: { className?: string }) {
  const [asking, setAsking] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLAnchorElement>(null);
  const fetcher = useFetcher<{ ok: boolean }>();
  const navigate = useNavigate();
  useFocusTrap(dialog, asking);

  useEffect(() => {
    const el = dialog.current;
    if (asking && el && !el.open) el.showModal();
    if (!asking && el?.open) el.close();
  }, [asking]);

  // The strip holding this button disappears as soon as the session is gone, so the toast and
  // the move home follow the submission itself, not a later render.
  async function confirm(e: React.FormEvent<HTMLFormElement>) {
    e.preventDefault();
    await fetcher.submit(e.currentTarget);
    notify.success(SESSION_MESSAGES.signedOut);
    await navigate("/");
  }

  const close = () => {
    setAsking(false);
    opener.current?.focus();
  };

  return (
    <>
      <a
        ref={opener}
        href="/signout"
        className={className}
        onClick={(e) => {
          e.preventDefault();
          setAsking(true);
        }}
      >
        ออกจากระบบ
      </a>
      <dialog
        ref={dialog}
        className="confirm-dialog"
        aria-labelledby="sign-out-title"
        onClose={close}
      >
        <h2 id="sign-out-title">ต้องการออกจากระบบใช่หรือไม่</h2>
        <fetcher.Form
          method="post"
          action="/signout"
          className="confirm-actions"
          onSubmit={(e) => void confirm(e)}
        >
          <input type="hidden" name="js" value="1" />
          <button type="button" className="button button-secondary" onClick={close}>
            ยกเลิก
          </button>
          <button type="submit" className="button" disabled={fetcher.state !== "idle"}>
            ยืนยันออกจากระบบ
          </button>
        </fetcher.Form>
      </dialog>
    </>
  );
}
