import { lazy, Suspense, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { SIGN_IN_HERE } from "../../lib/page-handle.ts";
import { useHydrated } from "../use-hydrated.ts";

const loadModal = () => import("./sign-in-modal.tsx");
const SignInModal = lazy(loadModal);

/** Takes `?signin` out of the address without a navigation: the page stays as it is. */
function forgetAsking() {
  const url = new URL(window.location.href);
  if (!url.searchParams.has(SIGN_IN_HERE)) return;
  url.searchParams.delete(SIGN_IN_HERE);
  window.history.replaceState(window.history.state, "", url);
}

/**
 * "Staff sign-in": the sign-in page without JavaScript, the sign-in box over the page with it. An
 * HTML-only page's script brings the reader back to the page hydrated, with `?signin`, which
 * opens the box at once (`enhance/sign-in-here.ts`); closed, the box leaves the address as it was
 * before, so that a reload or a shared link does not open it again.
 */
export function StaffSignInLink() {
  const [clicked, setClicked] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  const hydrated = useHydrated();
  const asked = useSearchParams()[0].has(SIGN_IN_HERE) && hydrated && !dismissed;
  const open = clicked || asked;
  return (
    <>
      <a
        ref={link}
        href="/signin"
        data-sign-in-here
        onPointerEnter={loadModal}
        onFocus={loadModal}
        onClick={(e) => {
          e.preventDefault();
          setClicked(true);
        }}
      >
        เจ้าหน้าที่เข้าสู่ระบบ
      </a>
      {open ? (
        <Suspense fallback={null}>
          <SignInModal
            onClose={() => {
              setClicked(false);
              setDismissed(true);
              forgetAsking();
              link.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
