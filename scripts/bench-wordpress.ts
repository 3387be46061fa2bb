import { nginxTempPaths } from "./support/load.ts";
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import {
  benchOurs,
  benchPair,
  cacheSkipped,
  expectCache,
  mysql,
  PAST_THE_CACHE,
  printComparison,
  quote,
  until,
} from "./support/compare.ts";
import { wordpressDatabase } from "./support/wordpress-site.ts";

/**
 * The site beside WordPress on this machine: Debian's `wordpress` package on nginx and PHP-FPM
 * (OPcache on, Debian's default pool of 5 workers) with MariaDB, serving its home page and one
 * post holding a Thai article of the same length as ours, anonymous, at 32 connections. Like for
 * like: WordPress behind nginx's `fastcgi_cache` (gzip on, as such a site runs) against our page
 * cache, then WordPress past that cache (every page made by PHP) against ours with the cache off.
 * Needs root and the Debian packages nginx, php-fpm, php-mysql, wordpress and a running MariaDB.
 *
 *   npm run bench:wordpress
 */
// WordPress makes its links from the address it was installed at and redirects anything else
// there; on port 80 that address has no port, which its installer gets right.
const WP_PORT = 80;

const PHP_FPM = fs.readdirSync("/usr/sbin").find((f) => /^php-fpm\d/.test(f));
const missing = [
  ["/usr/share/wordpress/wp-settings.php", "wordpress"],
  ["/usr/sbin/nginx", "nginx"],
  [PHP_FPM ? `/usr/sbin/${PHP_FPM}` : "/nonexistent", "php-fpm php-mysql"],
  ["/usr/bin/mysql", "mariadb-server"],
].filter(([file]) => !fs.existsSync(file!));
if (missing.length || process.getuid?.() !== 0) {
  console.error(
    `needs root and: apt-get install ${missing.map(([, p]) => p).join(" ") || "(nothing)"}`,
  );
  process.exit(2);
}

if (
  await fetch("http://127.0.0.1/").then(
    () => true,
    () => false,
  )
) {
  console.error("port 80 is in use: stop the web server there for the benchmark");
  process.exit(2);
}

const ours = await benchOurs();

const root = fs.mkdtempSync(path.join(os.tmpdir(), "bench-wp-"));
fs.chmodSync(root, 0o755);
const config = "/etc/wordpress/config-127.0.0.1.php";
const children: ChildProcess[] = [];
let site: ReturnType<typeof wordpressDatabase> | undefined;
try {
  site = wordpressDatabase("wp_bench", config);
  const { database } = site;

  const socket = path.join(root, "php-fpm.sock");
  fs.writeFileSync(
    path.join(root, "php-fpm.conf"),
    `[global]
pid = ${root}/php-fpm.pid
error_log = ${root}/php-fpm.log
[www]
user = www-data
group = www-data
listen = ${socket}
listen.owner = www-data
listen.group = www-data
pm = dynamic
pm.max_children = 5
pm.start_servers = 2
pm.min_spare_servers = 1
pm.max_spare_servers = 3
`,
  );
  children.push(
    spawn(`/usr/sbin/${PHP_FPM}`, ["-F", "-y", path.join(root, "php-fpm.conf")], {
      stdio: "inherit",
    }),
  );
  fs.writeFileSync(
    path.join(root, "nginx.conf"),
    `user www-data;
worker_processes 2;
pid ${root}/nginx.pid;
error_log ${root}/nginx-error.log;
events { worker_connections 1024; }
http {
  access_log off;
  include /etc/nginx/mime.types;
  gzip on;
  gzip_types text/css application/javascript;
  fastcgi_cache_path ${root}/cache levels=1:2 keys_zone=wordpress:10m max_size=100m inactive=10m;
  fastcgi_cache_key "$scheme$request_method$host$request_uri";
  ${nginxTempPaths(root)}
  server {
    listen 127.0.0.1:${WP_PORT};
    root /usr/share/wordpress;
    index index.php;
    location / { try_files $uri $uri/ /index.php?$args; }
    location ~ \\.php$ {
      include /etc/nginx/fastcgi_params;
      fastcgi_param SCRIPT_FILENAME $document_root$fastcgi_script_name;
      fastcgi_pass unix:${socket};
      fastcgi_cache wordpress;
      fastcgi_cache_valid 200 301 302 10m;
      ${cacheSkipped("fastcgi")}
    }
  }
}
`,
  );
  children.push(
    spawn("/usr/sbin/nginx", ["-c", path.join(root, "nginx.conf"), "-g", "daemon off;"], {
      stdio: "inherit",
    }),
  );
  const wp = "http://127.0.0.1";
  const password = randomBytes(12).toString("hex");
  await until(`${wp}/wp-admin/install.php`);
  const installed = await fetch(`${wp}/wp-admin/install.php?step=2`, {
    method: "POST",
    headers: PAST_THE_CACHE,
    redirect: "manual",
    body: new URLSearchParams({
      weblog_title: "สำนักงานสาธารณสุขจังหวัดสุขใจ",
      user_name: "bench",
      admin_password: password,
      admin_password2: password,
      pw_weak: "1",
      admin_email: "bench@example.go.th",
      blog_public: "0",
      language: "",
    }),
  });
  if (!installed.ok)
    throw new Error(
      `WordPress install answered ${installed.status} ${installed.headers.get("location") ?? ""}`,
    );
  const title = ours.title;
  mysql(
    `update ${database}.wp_posts set post_title = ${quote(title)}, post_content = ${quote(ours.body)} where ID = 1`,
  );
  // The post at its own address (WordPress redirects `?p=1` to its pretty permalink).
  const answer = await fetch(`${wp}/?p=1`, { headers: PAST_THE_CACHE });
  const post = answer.url;
  const page = await answer.text();
  if (!page.includes(title.slice(0, 10))) throw new Error("the WordPress post does not show");
  await expectCache(`${wp}/`);
  await expectCache(post);
  const theirs = {
    cached: await benchPair(`${wp}/`, post, false),
    rendered: await benchPair(`${wp}/`, post, true),
  };

  printComparison("WordPress", ours, theirs);
} finally {
  const running = children.filter((c) => c.exitCode === null && c.signalCode === null);
  const exited = running.map((c) => new Promise((done) => c.once("exit", done)));
  for (const child of running) child.kill("SIGTERM");
  await Promise.all(exited);
  try {
    site?.remove();
  } finally {
    fs.rmSync(root, { recursive: true, force: true });
  }
}
