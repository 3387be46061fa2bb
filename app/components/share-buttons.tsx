/**
 * Share to LINE, Facebook and X, copy the link, print. Plain links work without JavaScript; the
 * two buttons that need it show once it runs, and the public pages' script makes them work
 * (`enhance/share.ts`).
 */
export function ShareButtons({ url, title }: { url: string; title: string }) {
  const u = encodeURIComponent(url);
  // The title as written, without the word joiners a page shows it with (keepWordsWhole).
  const t = encodeURIComponent(title.replaceAll("\u2060", ""));
  const targets = [
    { label: "LINE", href: `https://social-plugins.line.me/lineit/share?url=${u}` },
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { label: "X", href: `https://x.com/intent/post?url=${u}&text=${t}` },
  ];
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
      <button type="button" className="share-link needs-js" data-copy-link={url}>
        คัดลอกลิงก์
      </button>
      <button type="button" className="share-link needs-js" data-print>
        พิมพ์
      </button>
    </div>
  );
}
