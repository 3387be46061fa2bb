import { Link } from "react-router";

/** The Thai not-found page; site chrome is deliberately absent here. */
export function NotFound() {
  return (
    <main id="main" className="status-page">
      <title>ไม่พบหน้าที่คุณต้องการ (404)</title>
      <p className="status-code" aria-hidden="true">
        404
      </p>
      <h1>ไม่พบหน้าที่คุณต้องการ</h1>
      <p>หน้านี้อาจถูกย้าย ลบ หรือพิมพ์ที่อยู่ไม่ถูกต้อง</p>
      <p lang="en">Page not found.</p>
      <p className="status-actions">
        <Link to="/" className="button">
          กลับหน้าหลัก
        </Link>
        <Link to="/search" className="button button-secondary">
          ค้นหาข้อมูล
        </Link>
      </p>
    </main>
  );
}
