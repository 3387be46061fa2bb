import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { mysql } from "./compare.ts";

const SALTS = [
  "AUTH_KEY",
  "SECURE_AUTH_KEY",
  "LOGGED_IN_KEY",
  "NONCE_KEY",
  "AUTH_SALT",
  "SECURE_AUTH_SALT",
  "LOGGED_IN_SALT",
  "NONCE_SALT",
];

/**
 * A throwaway Debian WordPress site's database: a MariaDB database and user of its own and the
 * config file Debian's WordPress reads for the host (`/etc/wordpress/config-<host>.php`), with
 * `extra` PHP lines after the standard ones. `remove()` takes all three away again.
 */
export function wordpressDatabase(
  prefix: string,
  configFile: string,
  extra = "",
): { database: string; remove(): void } {
  const database = `${prefix}_${randomBytes(3).toString("hex")}`;
  const password = randomBytes(12).toString("hex");
  mysql(`create database ${database} character set utf8mb4`);
  mysql(`create user '${database}'@'localhost' identified by '${password}'`);
  mysql(`grant all on ${database}.* to '${database}'@'localhost'`);
  const salts = SALTS.map((k) => `define('${k}', '${randomBytes(24).toString("hex")}');`).join(
    "\n",
  );
  fs.writeFileSync(
    configFile,
    `<?php
define('DB_NAME', '${database}');
define('DB_USER', '${database}');
define('DB_PASSWORD', '${password}');
define('DB_HOST', 'localhost');
define('DB_CHARSET', 'utf8mb4');
define('DB_COLLATE', '');
${salts}
$table_prefix = 'wp_';
define('WP_DEBUG', false);
define('WP_CONTENT_DIR', '/var/lib/wordpress/wp-content');
${extra}`,
  );
  return {
    database,
    remove() {
      fs.rmSync(configFile, { force: true });
      mysql(`drop database if exists ${database}`);
      mysql(`drop user if exists '${database}'@'localhost'`);
    },
  };
}
