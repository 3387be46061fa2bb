export type SiteSettings = {
  officeName: string;
  officeNameEn: string;
  tagline: string;
  address: string;
  phones: string[];
  email: string;
  openingHours: string;
  mapUrl: string;
  socialLinks: { label: string; url: string }[];
  footerText: string;
};

export const DEFAULT_SETTINGS: SiteSettings = {
  officeName: "สำนักงานสาธารณสุข",
  officeNameEn: "Public Health Office",
  tagline: "ข้อมูลสุขภาพที่ถูกต้อง เพื่อทุกคน",
  address: "",
  phones: [],
  email: "",
  openingHours: "",
  mapUrl: "",
  socialLinks: [],
  footerText: "",
};
