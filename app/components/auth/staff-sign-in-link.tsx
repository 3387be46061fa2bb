import { lazy, Suspense, useRef, useState } from "react";

const loadModal = () => import("./sign-in-modal.tsx");
const SignInModal = lazy(loadModal);

/** "Staff sign-in": the sign-in page without JavaScript, the sign-in box over the page with it. */
export function StaffSignInLink() {
  const [open, setOpen] = useState(false);
  const link = useRef<HTMLAnchorElement>(null);
  return (
    <>
      <a
        ref={link}
        href="/signin"
        onPointerEnter={loadModal}
        onFocus={loadModal}
        onClick={(e) => {
          e.preventDefault();
          setOpen(true);
        }}
      >
        เจ้าหน้าที่เข้าสู่ระบบ
      </a>
      {open ? (
        <Suspense fallback={null}>
          <SignInModal
            onClose={() => {
              setOpen(false);
              link.current?.focus();
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
