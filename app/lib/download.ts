/**
 * A file for staff to download, as the domain makes it: its bytes (or text, sent as UTF-8), its
 * media type and the name to save it under. The route turns it into the response.
 */
export type FileDownload = {
  body: string | Uint8Array<ArrayBuffer>;
  contentType: string;
  fileName: string;
};
