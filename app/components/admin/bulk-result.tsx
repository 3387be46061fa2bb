import { useEffect, useRef } from "react";

/** What a confirmed bulk step did, with each refused item and the reason; focused when shown. */
export function BulkResult({
  ok,
  message,
  failures,
}: {
  ok: boolean;
  message: string;
  failures: { title: string; message: string }[];
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [message, failures]);
  return (
    <div
      ref={box}
      tabIndex={-1}
      role={ok ? "status" : "alert"}
      className={`notice bulk-result ${ok ? "notice-success" : "bulk-failures"}`}
    >
      <p>{message}</p>
      {failures.length ? (
        <ul>
          {failures.map((failure, i) => (
            <li key={i}>
              {failure.title}: {failure.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
