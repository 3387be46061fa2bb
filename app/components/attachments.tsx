import type { FileRef } from "../db/media/media.server.ts";
import { fileTypeLabel, formatBytes } from "../lib/file-sizes.ts";
import { mediaUrl } from "./picture.tsx";

export function Attachments({ files }: { files: FileRef[] }) {
  if (files.length === 0) return null;
  return (
    <section className="attachments" aria-labelledby="attachments-title">
      <h2 id="attachments-title">เอกสารแนบ</h2>
      <ul role="list">
        {files.map((file) => (
          <li key={file.id}>
            <a href={mediaUrl(file.key)} download={file.name} type={file.mimeType}>
              <span className="file-badge" aria-hidden="true">
                {fileTypeLabel(file.mimeType)}
              </span>
              <span className="file-name">{file.name}</span>
            </a>
            <span className="file-info">
              ({fileTypeLabel(file.mimeType)}, {formatBytes(file.byteSize)})
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
