/** A visible link to a list's RSS feed, for readers who follow the office in a feed reader. */
export function FeedLink({ path }: { path: string }) {
  return (
    <a className="feed-link" href={path} type="application/rss+xml">
      <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16">
        <circle cx="3" cy="13" r="2" fill="currentColor" />
        <path
          d="M1 7a8 8 0 0 1 8 8M1 1a14 14 0 0 1 14 14"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
      ติดตามผ่าน RSS
    </a>
  );
}
