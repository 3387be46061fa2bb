import { db } from "../../db/client.server.ts";
import { findRedirect } from "../../db/site/redirects.server.ts";
import { itemPath } from "../../content/types.ts";
import { oldAddressKey } from "../../lib/old-address.ts";
import { publicFileUrl } from "../media/media-objects.server.ts";

/**
 * Where an old address (a WordPress permalink, `/?p=12`, an upload…) now leads: the current
 * address of the item or file it was made into, wherever that has moved since, or the path
 * given. Null when the address is not an old one or what it led to is in the trash.
 */
export async function oldAddressTarget(url: URL): Promise<string | null> {
  const key = oldAddressKey(url);
  if (!key) return null;
  const target = await findRedirect(db(), key);
  if (!target) return null;
  if (target.item) return target.item.deleted ? null : itemPath(target.item);
  if (target.media) return publicFileUrl(target.media);
  return target.toPath;
}
