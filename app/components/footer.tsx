import { Link } from "react-router";
import type { SiteSettings } from "../content/site-settings.ts";
import { ITA_PATH, ITA_TITLE, POLICY_LINKS } from "../content/types.ts";
import { StaffSignInLink } from "./auth/staff-sign-in-link.tsx";
import { isGroup, MENU } from "../content/site-menu.ts";

const yearFormat = new Intl.DateTimeFormat("th-TH", { year: "numeric", timeZone: "Asia/Bangkok" });

export function Footer({ site }: { site: SiteSettings }) {
  const year = yearFormat.format(new Date());
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <section aria-labelledby="footer-office">
          <h2 id="footer-office" className="footer-heading">
            {site.officeName}
          </h2>
          {site.address ? <address>{site.address}</address> : null}
          <ul role="list" className="footer-contact">
            {site.phones.map((phone) => (
              <li key={phone}>
                โทร <a href={`tel:${phone.replace(/[^\d+]/g, "")}`}>{phone}</a>
              </li>
            ))}
            {site.email ? (
              <li>
                อีเมล <a href={`mailto:${site.email}`}>{site.email}</a>
              </li>
            ) : null}
            {site.openingHours ? <li>เวลาทำการ {site.openingHours}</li> : null}
          </ul>
          {site.socialLinks.length ? (
            <ul role="list" className="footer-social">
              {site.socialLinks.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener noreferrer">
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </section>
        <nav id="site-map" aria-labelledby="footer-map" tabIndex={-1}>
          <h2 id="footer-map" className="footer-heading">
            แผนผังเว็บไซต์
          </h2>
          <ul role="list" className="footer-map">
            {MENU.map((entry) =>
              isGroup(entry) ? (
                <li key={entry.id}>
                  <span className="footer-group">{entry.label}</span>
                  <ul role="list">
                    {entry.children.map((link) => (
                      <li key={link.path}>
                        <Link to={link.path}>{link.label}</Link>
                      </li>
                    ))}
                  </ul>
                </li>
              ) : (
                <li key={entry.path}>
                  <Link to={entry.path}>{entry.label}</Link>
                </li>
              ),
            )}
            <li>
              <Link to="/search">ค้นหา</Link>
            </li>
            <li>
              <Link to={ITA_PATH}>{ITA_TITLE}</Link>
            </li>
            <li>
              <Link to="/sitemap">แผนผังเว็บไซต์ทั้งหมด</Link>
            </li>
            <li>
              <StaffSignInLink />
            </li>
          </ul>
        </nav>
      </div>
      <nav className="footer-policies" aria-label="นโยบายเว็บไซต์">
        <ul role="list">
          {POLICY_LINKS.map((page) => (
            <li key={page.slug}>
              <Link to={`/policy/${page.slug}`}>{page.title}</Link>
            </li>
          ))}
          <li>
            <Link to="/policy/cookies#cookie-settings">ตั้งค่าคุกกี้</Link>
          </li>
        </ul>
      </nav>
      <p className="footer-note">
        {site.footerText ? `${site.footerText} · ` : ""}© {year} {site.officeName}
      </p>
    </footer>
  );
}
