import { Link } from "react-router";
import { subjectOf } from "../content/kinds.ts";
import { itemPath } from "../content/types.ts";
import type { ItemCard as Card } from "../db/content/items.server.ts";
import { thaiDate } from "../lib/thai-date.ts";
import { formatCount } from "../lib/format.ts";
import { Picture } from "./picture.tsx";

const CARD_SIZES = "(min-width: 1100px) 340px, (min-width: 700px) 45vw, 92vw";

export function ItemMeta({ item }: { item: Pick<Card, "publishedAt" | "viewCount"> }) {
  return (
    <p className="meta">
      <time dateTime={item.publishedAt}>{thaiDate(item.publishedAt)}</time>
      <span aria-hidden="true"> · </span>
      <span>เข้าชม {formatCount(item.viewCount)} ครั้ง</span>
    </p>
  );
}

export function ItemCard({
  item,
  headingLevel = 3,
  eager = false,
}: {
  item: Card;
  headingLevel?: 2 | 3;
  eager?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const subject = subjectOf(item);
  return (
    <article className="card">
      {item.cover ? (
        <div className="card-media">
          <Picture image={item.cover} sizes={CARD_SIZES} eager={eager} alt="" />
        </div>
      ) : null}
      <div className="card-body">
        {subject ? <p className="card-kicker">{subject.label}</p> : null}
        <Heading className="card-title">
          <Link to={itemPath(item)} className="card-link">
            {item.title}
          </Link>
        </Heading>
        <ItemMeta item={item} />
      </div>
    </article>
  );
}

export function CardGrid({
  items,
  headingLevel,
  eagerCount = 0,
}: {
  items: Card[];
  headingLevel?: 2 | 3;
  eagerCount?: number;
}) {
  return (
    <ul className="card-grid" role="list">
      {items.map((item, index) => (
        <li key={item.id}>
          <ItemCard item={item} headingLevel={headingLevel} eager={index < eagerCount} />
        </li>
      ))}
    </ul>
  );
}
