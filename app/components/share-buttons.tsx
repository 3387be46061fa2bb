import { MESSAGES, notify } from "../lib/toast.ts";

/** Share to LINE, Facebook and X, and copy the link. Plain links work without JavaScript. */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  const targets = [
    { label: "LINE", href: `https://social-plugins.line.me/lineit/share?url=${u}` },
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: "X", href: `https://x.com/intent/post?url=${u}&text=${t}` },
  ];
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      notify.success(MESSAGES.linkCopied);
    } catch {
      notify.error(MESSAGES.copyFailed);
    }
  }
  return (
    <div className="share" role="group" aria-label="แชร์หน้านี้">
      <span className="share-label">แชร์:</span>
      {targets.map((target) => (
        <a
          key={target.label}
          className="share-link"
          href={target.href}
          target="_blank"
          rel="noopener noreferrer"
        >
          {target.label}
          <span className="visually-hidden"> (เปิดในแท็บใหม่)</span>
        </a>
      ))}
      <button type="button" className="share-link" onClick={copy}>
        คัดลอกลิงก์
      </button>
    </div>
  );
}
