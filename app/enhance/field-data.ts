/**
 * Field data (decision 0037): for a reader, not signed-in staff (whose pages carry no
 * `data-vitals-route`), web-vitals is loaded in a chunk of its own once the page has loaded and
 * the browser is idle; it measures the page landed on.
 */
export function startFieldData(): void {
  const route = document.querySelector<HTMLElement>("[data-vitals-route]")?.dataset.vitalsRoute;
  if (!route) return;
  const start = () =>
    (window.requestIdleCallback ?? setTimeout)(
      () => void import("../lib/vitals-beacon.ts").then((m) => m.reportVitals(route)),
    );
  if (document.readyState === "complete") start();
  else addEventListener("load", start);
}
