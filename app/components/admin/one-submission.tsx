import { useEffect, useLayoutEffect } from "react";
import { useLocation, useNavigation } from "react-router";

/**
 * A form that is being sent is not sent again: a second click while the first is on its way makes
 * React Router drop the first answer, not the first request, so the server would do the work
 * twice (two pieces of evidence, two accounts, or a one-use link spent by the first and refused
 * to the second). The forms posting where the navigation in progress posts say so
 * (`data-sending`) and ignore a submit until its answer is in: until the page it redirects to is
 * shown, or, when the answer is data shown on the same page, until it arrives.
 */
export function OneSubmissionAtATime() {
  const navigation = useNavigation();
  const location = useLocation();
  // An answer of data (a refusal, a notice) to this page is shown at once, while the pages' data
  // are read again: the form may go again. An answer that is another page, a redirect (React
  // Router marks its location with `_isRedirect`) or another route's data, is not on screen yet.
  const answered =
    navigation.state === "loading" &&
    navigation.location.pathname === location.pathname &&
    (navigation.location.state as { _isRedirect?: boolean } | null)?._isRedirect !== true;
  const sending =
    navigation.state !== "idle" && !answered && navigation.formMethod?.toUpperCase() === "POST"
      ? (navigation.formAction ?? null)
      : null;
  useEffect(() => {
    const ignore = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement && event.target.hasAttribute("data-sending"))
        event.preventDefault();
    };
    document.addEventListener("submit", ignore, true);
    return () => document.removeEventListener("submit", ignore, true);
  }, []);
  useLayoutEffect(() => {
    const target = sending === null ? null : new URL(sending, window.location.href).href;
    for (const form of document.querySelectorAll("form")) {
      // Read as attributes: a field named `action` or `method` hides the properties.
      const action = new URL(form.getAttribute("action") ?? "", window.location.href).href;
      const post = form.getAttribute("method")?.toLowerCase() === "post";
      form.toggleAttribute("data-sending", post && action === target);
    }
  }, [sending]);
  return null;
}
