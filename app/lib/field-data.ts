import { useEffect } from "react";
import { useMatches } from "react-router";

/**
 * Field data (decision 0037): for a reader, not signed-in staff, web-vitals is loaded in a chunk
 * of its own once the page has loaded and the browser is idle; it measures the page landed on
 * (`reportVitals` takes the first route it is given).
 */
export function useFieldData(staff: unknown): void {
  const route = useMatches().at(-1)?.id;
  useEffect(() => {
    if (staff || !route) return;
    const start = () =>
      (window.requestIdleCallback ?? setTimeout)(
        () => void import("./vitals-beacon.ts").then((m) => m.reportVitals(route)),
      );
    if (document.readyState === "complete") start();
    else addEventListener("load", start);
  }, [route, staff]);
}
