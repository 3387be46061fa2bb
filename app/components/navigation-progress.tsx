import { useNavigation } from "react-router";

/** A thin bar at the top of the page while the next page loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  return (
    <div
      className="nav-progress"
      data-busy={busy || undefined}
      role="progressbar"
      aria-label="กำลังโหลดหน้า"
      aria-hidden={!busy}
      aria-busy={busy}
    />
  );
}
