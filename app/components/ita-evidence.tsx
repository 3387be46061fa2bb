import { Link } from "react-router";
import type { EvidenceLink } from "../domain/ita/ita-board.server.ts";
import { thaiDate } from "../lib/thai-date.ts";
import { FileDownloads } from "./file-downloads.tsx";

/** An item's evidence as links: pages and lists of the site, outside services, files to download. */
export function EvidenceLinks({ links }: { links: EvidenceLink[] }) {
  return (
    <ul role="list" className="ita-evidence">
      {links.map((link) => (
        <li key={`${link.href} ${link.label}`}>
          {link.external ? (
            <a href={link.href} rel="noopener noreferrer">
              {link.label}
              <span className="visually-hidden"> (เว็บไซต์ภายนอก)</span>
            </a>
          ) : (
            <Link to={link.href}>{link.label}</Link>
          )}
          {link.day ? (
            <span className="meta">
              {" "}
              (<time dateTime={link.day}>{thaiDate(link.day)}</time>)
            </span>
          ) : null}
          <FileDownloads files={link.files} />
        </li>
      ))}
    </ul>
  );
}
