import "../../styles/forms.css";
import "../../styles/sign-in.css";
import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { useFocusTrap } from "../use-focus-trap.ts";
import { SIGN_IN_MESSAGES } from "../../lib/sign-in-messages.ts";
import { SignInForm, SignInTabs } from "./sign-in-form.tsx";

/** The sign-in box over a public page; a wrong password keeps it open, success moves on. */
export default function SignInModal({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const location = useLocation();
  useFocusTrap(dialog, true);
  useEffect(() => {
    const el = dialog.current;
    if (el && !el.open) el.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="sign-in-modal"
      aria-labelledby="sign-in-modal-title"
      onClose={onClose}
    >
      <div className="modal-head">
        <h2 id="sign-in-modal-title">{SIGN_IN_MESSAGES.heading}</h2>
        <button
          type="button"
          className="icon-button"
          onClick={onClose}
          aria-label="ปิดหน้าต่างเข้าสู่ระบบ"
        >
          <span aria-hidden="true">✕</span>
        </button>
      </div>
      <SignInTabs />
      <div role="tabpanel" aria-labelledby="tab-sign-in">
        <SignInForm
          next={location.pathname.startsWith("/admin") ? location.pathname : "/admin/dashboard"}
        />
      </div>
    </dialog>
  );
}
