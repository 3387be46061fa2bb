import { useState, type ReactNode } from "react";

/** The dashed zone files are dropped on; its button and file input are the children. */
export function DropZone({
  onFiles,
  children,
}: {
  onFiles: (files: FileList) => void;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  return (
    <div
      className="drop-zone"
      data-dragging={dragging || undefined}
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(e) => {
        e.preventDefault();
        setDragging(false);
        onFiles(e.dataTransfer.files);
      }}
    >
      {children}
    </div>
  );
}
