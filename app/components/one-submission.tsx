import { useEffect } from "react";
import { useNavigation } from "react-router";

/**
 * A form that is being sent is not sent again: a second click while the first is on its way makes
 * React Router drop the first answer, not the first request, so the server would do the work
 * twice (two pieces of evidence, or a one-use link spent by the first and refused to the second). The forms posting where the navigation in progress
 * posts say so (`data-sending`) and ignore a submit until it is done.
 */
export function OneSubmissionAtATime() {
  const navigation = useNavigation();
  const sending =
    navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST"
      ? navigation.formAction
      : null;
  useEffect(() => {
    const ignore = (event: SubmitEvent) => {
      if (event.target instanceof HTMLFormElement && event.target.hasAttribute("data-sending"))
        event.preventDefault();
    };
    document.addEventListener("submit", ignore, true);
    return () => document.removeEventListener("submit", ignore, true);
  }, []);
  useEffect(() => {
    for (const form of document.querySelectorAll("form")) {
      const action = new URL(form.action, window.location.href);
      form.toggleAttribute(
        "data-sending",
        form.method === "post" && `${action.pathname}${action.search}` === sending,
      );
    }
  }, [sending]);
  return null;
}
