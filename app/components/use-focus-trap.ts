import { useEffect, type RefObject } from "react";
import { trapFocus } from "../enhance/focus-trap.ts";

/** Keeps Tab and Shift+Tab cycling inside an open modal dialog (`enhance/focus-trap.ts`). */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const root = ref.current;
    return root && active ? trapFocus(root) : undefined;
  }, [ref, active]);
}
