import { useEffect, useState } from "react";

/** Names of the other people who have this item open, kept live over server-sent events. */
export function EditorPresence({ itemId }: { itemId: number }) {
  const [others, setOthers] = useState<string[]>([]);
  useEffect(() => {
    const events = new EventSource(`/admin/presence/${itemId}`);
    events.addEventListener("presence", (e) => setOthers(JSON.parse(e.data) as string[]));
    return () => events.close();
  }, [itemId]);
  return (
    <p role="status" className={others.length ? "notice presence" : "visually-hidden"}>
      {others.length ? `กำลังเปิดเนื้อหานี้อยู่ด้วย: ${others.join(", ")} ระวังการบันทึกทับกัน` : ""}
    </p>
  );
}
