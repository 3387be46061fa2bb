import type { Judgments } from "./types.ts";

/**
 * Judgments shared by every query that asks for the same thing in other words (ไข้เลือดออก,
 * ไข้เดงกี, dengue, ไขเลือดออก …), read from the demo items. 2: the item is about the subject;
 * 1: it gives the reader part of it (a service, advice or a fact about it). An item that names
 * the subject only in passing, in a list of others, is not judged relevant.
 */

export const DENGUE: Judgments = {
  "dengue-situation-week-44": 2,
  "big-cleaning-day-dengue": 2,
  "3-keep-prevent-3-diseases": 2,
  "3-keep-3-diseases": 2,
  "big-cleaning-day-photos": 1,
  "big-cleaning-day-highlights": 1,
  "communicable-disease-committee-3-2569": 1,
};

/** Dengue items that must not answer a query about another disease or about blood. */
export const DENGUE_ITEMS = [
  "dengue-situation-week-44",
  "big-cleaning-day-dengue",
  "3-keep-prevent-3-diseases",
  "3-keep-3-diseases",
  "big-cleaning-day-photos",
  "big-cleaning-day-highlights",
];

export const MOSQUITO: Judgments = {
  "3-keep-prevent-3-diseases": 2,
  "3-keep-3-diseases": 2,
  "big-cleaning-day-dengue": 2,
  "big-cleaning-day-photos": 1,
  "big-cleaning-day-highlights": 1,
  "dengue-situation-week-44": 1,
  "communicable-disease-committee-3-2569": 1,
};

export const BIG_CLEANING: Judgments = {
  "big-cleaning-day-dengue": 2,
  "big-cleaning-day-photos": 2,
  "big-cleaning-day-highlights": 2,
};

export const COVID: Judgments = {
  "covid-19-booster-when": 2,
  "covid19-booster-608-visit": 2,
  "covid-19-rainy-season-situation": 2,
  "vaccine-same-day": 1,
  "mobile-vaccine-unit-nongsuk": 1,
};

export const COVID_VACCINE: Judgments = {
  "covid-19-booster-when": 2,
  "covid19-booster-608-visit": 2,
  "vaccine-same-day": 2,
  "mobile-vaccine-unit-nongsuk": 1,
  "covid-19-rainy-season-situation": 1,
};

export const FLU: Judgments = {
  "flu-vaccine-who": 2,
  "vaccine-same-day": 1,
  "covid19-booster-608-visit": 1,
  "mobile-vaccine-unit-nongsuk": 1,
  "communicable-disease-committee-3-2569": 1,
};

export const FLU_VACCINE: Judgments = {
  "flu-vaccine-who": 2,
  "vaccine-same-day": 2,
  "covid19-booster-608-visit": 1,
  "mobile-vaccine-unit-nongsuk": 1,
};

export const HPV: Judgments = {
  "วัคซีน-hpv": 2,
  "hpv-vaccine-school-girls": 2,
  "hpv-vaccine-boys": 2,
  "hpv-vaccine-parents": 2,
};

export const HPV_ITEMS = Object.keys(HPV);

export const CERVICAL_CANCER: Judgments = {
  "วัคซีน-hpv": 2,
  "hpv-vaccine-school-girls": 2,
  "hpv-vaccine-boys": 1,
  "hpv-vaccine-parents": 1,
};

/** Every item about vaccination; the rabies FAQ and the COVID-19 situation advise a vaccine. */
export const VACCINE: Judgments = {
  "child-vaccine-missed": 2,
  "vaccine-same-day": 2,
  "hpv-vaccine-boys": 2,
  "flu-vaccine-who": 2,
  "covid19-booster-608-visit": 2,
  "covid-19-booster-when": 2,
  "วัคซีน-hpv": 2,
  "hpv-vaccine-parents": 2,
  "hpv-vaccine-school-girls": 2,
  "mobile-vaccine-unit-nongsuk": 2,
  "rabies-after-bite": 1,
  "covid-19-rainy-season-situation": 1,
};

export const DUST: Judgments = {
  "pm25-self-care": 2,
  "pm25-clean-rooms-hospitals": 2,
  "pm25-levels": 2,
};

export const HEAT: Judgments = {
  "heat-stroke": 2,
  "heat-stroke-warning-signs": 2,
  "extreme-heat-warning": 2,
};

export const HEAT_ITEMS = Object.keys(HEAT);

export const FALLS: Judgments = {
  "elderly-fall-prevention": 2,
  "safe-home-for-elderly": 2,
  "elderly-balance-exercise": 2,
  "vhv-elderly-care-training": 1,
  "elderly-screening-9-areas": 1,
};

export const ELDERLY: Judgments = {
  "elderly-screening-9-areas": 2,
  "elderly-fall-prevention": 2,
  "safe-home-for-elderly": 2,
  "elderly-balance-exercise": 2,
  "vhv-elderly-care-training": 2,
  "covid19-booster-608-visit": 1,
  "mobile-vaccine-unit-nongsuk": 1,
  "extreme-heat-warning": 1,
  "covid-19-booster-when": 1,
  "flu-vaccine-who": 1,
};

export const DEPRESSION: Judgments = {
  "depression-warning-signs": 2,
  "mental-health-support-flood": 1,
  "podcast-work-stress": 1,
  "elderly-screening-9-areas": 1,
};

export const MENTAL_HEALTH: Judgments = {
  "depression-warning-signs": 2,
  "podcast-work-stress": 2,
  "mental-health-support-flood": 2,
  "long-holiday-service-hours": 1,
};

export const STRESS: Judgments = {
  "podcast-work-stress": 2,
  "mental-health-support-flood": 2,
  "depression-warning-signs": 1,
};

export const CPR: Judgments = {
  "cpr-aed-demo": 2,
  "cpr-aed-training-schools": 2,
};

export const HAND_WASHING: Judgments = {
  "hand-washing-7-steps": 2,
  "hand-washing-steps": 2,
  "hand-washing-1-minute": 2,
};

export const SALT: Judgments = {
  "reduce-salt-reduce-disease": 2,
  "sodium-in-popular-food": 2,
};

export const DIABETES: Judgments = {
  "diabetes-healthy-plate": 2,
  "saturday-chronic-clinic": 1,
  "community-ncd-screening": 1,
};

/** No item is about high blood pressure alone: a clinic, a screening, salt, a walk-run. */
export const HYPERTENSION: Judgments = {
  "saturday-chronic-clinic": 1,
  "community-ncd-screening": 1,
  "reduce-salt-reduce-disease": 1,
  "sukjai-heart-walk-run": 1,
};

export const NCD: Judgments = {
  "community-ncd-screening": 2,
  "saturday-chronic-clinic": 1,
  "diabetes-healthy-plate": 1,
  "reduce-salt-reduce-disease": 1,
};

export const VHV: Judgments = {
  "vhv-recruitment-2569": 2,
  "outstanding-village-health-volunteers": 2,
  "vhv-elderly-care-training": 2,
  "big-cleaning-day-dengue": 1,
  "big-cleaning-day-photos": 1,
  "big-cleaning-day-highlights": 1,
  "community-ncd-screening": 1,
};

export const RABIES: Judgments = { "rabies-after-bite": 2 };

export const HFMD: Judgments = {
  "hand-foot-mouth-childcare": 2,
  "communicable-disease-committee-3-2569": 1,
};

export const MUSHROOM: Judgments = { "poisonous-mushroom-warning": 2 };

export const BLOOD_DONATION: Judgments = { "blood-donation-monthly": 2 };

export const GOLD_CARD: Judgments = {
  "uc-card-any-unit": 2,
  "check-rights": 1,
  "change-primary-unit": 1,
  "medicine-at-pharmacy": 1,
};

export const EMERGENCY_NUMBER: Judgments = {
  "emergency-number": 2,
  "long-holiday-service-hours": 1,
};

/** The stroke referral workshop; salt raises the risk of stroke. */
export const STROKE: Judgments = {
  "emergency-referral-workshop": 2,
  "reduce-salt-reduce-disease": 1,
};

export const INFOGRAPHICS: Judgments = {
  "3-keep-3-diseases": 2,
  "hand-washing-steps": 2,
  "heat-stroke-warning-signs": 2,
  "pm25-levels": 2,
  "safe-home-for-elderly": 2,
  "sodium-in-popular-food": 2,
};

/** The multimedia items; the podcast is sound, not pictures. */
export const VIDEOS: Judgments = {
  "big-cleaning-day-highlights": 2,
  "cpr-aed-demo": 2,
  "elderly-balance-exercise": 2,
  "hand-washing-1-minute": 2,
  "hpv-vaccine-parents": 2,
  "podcast-work-stress": 1,
};
