import { onCLS, onINP, onLCP, onTTFB, type MetricType } from "web-vitals";

/** Where beacons go: the site itself (`routes/resources/vitals.ts`). */
const ENDPOINT = "/api/vitals";
let started = false;

/**
 * Loaded on demand once the public page is idle (its own chunk, never in the page's first
 * JavaScript; decision 0037): measures the page the reader landed on and, when it is hidden (a
 * tab switched, the phone locked, another page opened), sends what was measured in one beacon: the
 * landing route's id and the values, nothing else. No cookie is set and nothing is stored in the
 * browser; web-vitals' per-measurement ids stay in this page and decide only what was already sent.
 */
export function reportVitals(route: string): void {
  // Asked again on each client-side navigation: the page landed on is the one measured.
  if (started) return;
  started = true;
  const waiting = new Map<string, MetricType>();
  const sent = new Set<string>();
  const take = (metric: MetricType) => {
    if (!sent.has(metric.id)) waiting.set(metric.name, metric);
  };
  const send = () => {
    if (!waiting.size) return;
    const body = new URLSearchParams({ route });
    for (const [name, metric] of waiting) {
      body.set(name, String(name === "CLS" ? +metric.value.toFixed(4) : Math.round(metric.value)));
      sent.add(metric.id);
    }
    waiting.clear();
    navigator.sendBeacon(ENDPOINT, body);
  };
  onTTFB(take);
  onLCP(take);
  onCLS(take);
  onINP(take);
  // After web-vitals' own listeners (on the window, in the capture phase), which report on hiding.
  // Leaving the page hides it too, after `pagehide`: one beacon has all four.
  addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") send();
  });
}
