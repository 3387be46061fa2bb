/**
 * A phone too busy to be idle still reports (the slowest are the readers field data is for); a
 * browser without idle callbacks (Safari) loads it at once after the load event.
 */
const IDLE_WAIT_MS = 3000;

/**
 * Field data (decision 0037): for a reader, not signed-in staff (whose pages carry no
 * `data-vitals-route`), web-vitals is loaded in a chunk of its own once the page has loaded and
 * the browser is idle, or has been busy for IDLE_WAIT_MS; it measures the page landed on.
 */
export function startFieldData(): void {
  const route = document.querySelector<HTMLElement>("[data-vitals-route]")?.dataset.vitalsRoute;
  if (!route) return;
  const measure = () => void import("../lib/vitals-beacon.ts").then((m) => m.reportVitals(route));
  const start = () =>
    "requestIdleCallback" in window
      ? requestIdleCallback(measure, { timeout: IDLE_WAIT_MS })
      : setTimeout(measure, 0);
  if (document.readyState === "complete") start();
  else addEventListener("load", start);
}
