import { Link } from "react-router";

export function EmptyState({ message, hint }: { message: string; hint?: string }) {
  return (
    <div className="empty-state" role="status">
      <p className="empty-title">{message}</p>
      {hint ? <p>{hint}</p> : null}
      <p>
        <Link to="/">กลับหน้าหลัก</Link>
      </p>
    </div>
  );
}
