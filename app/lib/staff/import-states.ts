/** A back-office import's states (`import_runs.state`), as staff read them. */
export const IMPORT_STATES: Record<string, string> = {
  ready: "รอเลือกและยืนยัน",
  queued: "รอคิว",
  running: "กำลังนำเข้า",
  done: "นำเข้าแล้ว",
  failed: "ไม่สำเร็จ",
};
