import type { FileRef } from "../db/media/media.server.ts";
import { fileTypeLabel, formatBytes } from "../lib/file-sizes.ts";
import { mediaUrl } from "./picture.tsx";

/** A document's files as download links, each with its type and size. */
export function FileDownloads({ files }: { files: FileRef[] }) {
  if (!files.length) return null;
  return (
    <ul role="list" className="document-files">
      {files.map((file) => (
        <li key={file.id}>
          <a href={mediaUrl(file.key)} download={file.name} type={file.mimeType}>
            ดาวน์โหลด {file.name}
          </a>{" "}
          <span className="file-info">
            ({fileTypeLabel(file.mimeType)}, {formatBytes(file.byteSize)})
          </span>
        </li>
      ))}
    </ul>
  );
}
