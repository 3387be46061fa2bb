import { notFound } from "../../lib/http.server.ts";

export function loader(): never {
  notFound();
}

export default function AdminNotFound() {
  return null;
}
