/**
 * What the policy data adds to the shared research file (shared/data/jurisdictions.json), each
 * item with its citation. scripts/build-policy-data.ts merges it in; nothing here is read at run
 * time. Rules for adding to it:
 *
 * - a value or ruling goes in only with a source we have read; a claim we could not check stays
 *   out (the country then keeps the documented default, marked as such in the output);
 * - a method is excluded (`not-sufficient`) only where the regulator or statute says it is not
 *   enough, and the note says so in a sentence a merchant can act on.
 *
 * Not legal advice: a merchant must check the rules that apply to its own service.
 */
import type { VerificationMethod } from '../../src/protocol/verification-result';
import type { Confidence, MethodStatus } from '../../src/service/policy/policy-data-schema';

/** A value the curated file lacks, with where it comes from. */
export interface SourcedValue {
  value: number;
  sources: readonly string[];
  basis: string;
  confidence: Confidence;
}

/** One regime's ruling on one method, with the citation that backs this ruling in particular. */
export interface SourcedRuling {
  status: MethodStatus;
  note: string;
  sources: readonly string[];
}

/** A regime the curated file does not have. */
export interface AddedRegime {
  name: string;
  /** The country whose `regimes` list gets it. */
  country: string;
  /** Subdivisions it binds (state laws). */
  appliesTo?: readonly string[];
  methods: Record<VerificationMethod, { status: MethodStatus; note?: string }>;
  sources: readonly string[];
}

/** A rule on the set of methods offered: at least one of `methods` must be among them. */
export interface SetRequirement {
  id: string;
  methods: readonly VerificationMethod[];
  note: string;
  sources: readonly string[];
}

/**
 * Countries of the ISO 3166-1 list the curated file does not cover, with an age of majority that
 * differs from the default (18). Each was checked against the page cited; the pages are secondary
 * sources, so the rating is low ("verify before production").
 */
export const COUNTRY_VALUES: Record<
  string,
  { adult?: SourcedValue; digitalConsent?: SourcedValue }
> = {
  BH: {
    adult: {
      value: 21,
      sources: ['https://www.worldlawdigest.com/legal-age/legal-age-of-majority-in-bahrain'],
      basis: 'Bahrain Civil Code: majority at 21 (secondary source)',
      confidence: 'low',
    },
  },
  KW: {
    adult: {
      value: 21,
      sources: ['https://www.worldlawdigest.com/legal-age/legal-age-of-majority-in-kuwait'],
      basis: 'Kuwait Civil Code (Law 67/1980): majority at 21 (secondary source)',
      confidence: 'low',
    },
  },
  DZ: {
    adult: {
      value: 19,
      sources: ['https://www.worldlawdigest.com/legal-age/legal-age-of-majority-in-algeria'],
      basis: 'Algerian Civil Code: majority at 19 (secondary source)',
      confidence: 'low',
    },
  },
  CM: {
    adult: {
      value: 21,
      sources: [
        'https://camerounweb.com/CameroonHomePage/NewsArchive/La-fille-Camerounaise-et-la-loi-423510',
      ],
      basis: 'Civil majority at 21 (penal majority 18, voting age 20) (secondary source)',
      confidence: 'low',
    },
  },
  WS: {
    adult: {
      value: 21,
      sources: ['https://www.worldlawdigest.com/legal-age/legal-age-of-majority-in-samoa'],
      basis: 'Samoa: majority at 21 (secondary source)',
      confidence: 'low',
    },
  },
};

/** A jurisdiction with its own law whose code ISO 3166-1 does not assign (see below). */
export interface UserAssignedCountry {
  name: string;
  adult: SourcedValue;
  digitalConsent: SourcedValue;
  /** What we could not check in the original texts ("verify before production"). */
  uncertain: readonly string[];
}

/**
 * Codes in general use for a jurisdiction with its own law that ISO 3166-1 does not assign: the
 * standard leaves XA–XZ to its users, and XK is the code used for Kosovo (clients of the hosted API
 * send it among their jurisdictions). Each resolves like a country, with its own sourced values;
 * ISO 3166-2 lists no subdivisions for it, so it has none.
 */
export const USER_ASSIGNED_COUNTRIES: Record<string, UserAssignedCountry> = {
  XK: {
    name: 'Kosovo',
    adult: {
      value: 18,
      sources: [
        'http://jafbase.fr/docEstEurope/Kosovo/LoiFamille.htm',
        'http://knowyourrightsks.org/right/state-protection-from-parental-neglect-and-for-minors-without-parents/',
      ],
      basis:
        'Family Law of Kosovo (Law No. 2004/32) Art. 3(2): children are persons under the age of 18, under parental responsibility until 18',
      confidence: 'medium',
    },
    digitalConsent: {
      value: 16,
      sources: [
        'http://gzk.rks-gov.net/ActDocumentDetail.aspx?ActID=18616',
        'https://lajmi.net/kosova-ia-kerkoi-tiktok-pershtat-rregullat-e-privatesise-dhe-moshen-e-pelqimit-sipas-ligjit-kosovar/',
      ],
      basis:
        'Law No. 06/L-082 on Personal Data Protection (2019), aligned with GDPR (its Art. 1(2)): parental consent below 16, as the Information and Privacy Agency applies it (Dec 2023: TikTok raised its minimum age for Kosovo from 13 to 16 at the Agency\'s request, "in accordance with the legislation in force")',
      confidence: 'low',
    },
    uncertain: [
      'XK is user-assigned, not an ISO 3166-1 code',
      "Age of majority read from the Family Law's definition of a child (Art. 3(2)); the article on full legal capacity was not read",
      "Digital consent 16: the article of Law No. 06/L-082 on a child's consent was not read in the original; 16 is the age the Information and Privacy Agency applies (news report of its statement, Dec 2023)",
    ],
  },
};

/**
 * ISO 3166-1 codes of territories that ISO 3166-2 also lists as subdivisions of another country
 * whose law applies there in full; they resolve as that subdivision (as the research file already
 * does for PR → US-PR, meta.resolution[4]). Territories with their own legislation (NC, PF, AW,
 * GL, FO, the Crown Dependencies…) are not here: they get their own entry.
 */
export const TERRITORY_ALIASES: Record<string, { to: string; basis: string }> = {
  PR: { to: 'US-PR', basis: 'Puerto Rico: research file meta.resolution[4]' },
  AS: { to: 'US-AS', basis: 'American Samoa: US territory, federal law (COPPA) applies' },
  GU: { to: 'US-GU', basis: 'Guam: US territory, federal law (COPPA) applies' },
  MP: { to: 'US-MP', basis: 'Northern Mariana Islands: US commonwealth, federal law applies' },
  UM: { to: 'US-UM', basis: 'US Minor Outlying Islands: US territory' },
  VI: { to: 'US-VI', basis: 'US Virgin Islands: US territory, federal law (COPPA) applies' },
  GP: { to: 'FR-971', basis: 'Guadeloupe: French overseas department (Constitution art. 73)' },
  MQ: { to: 'FR-972', basis: 'Martinique: French overseas department (Constitution art. 73)' },
  GF: { to: 'FR-973', basis: 'French Guiana: French overseas department (Constitution art. 73)' },
  RE: { to: 'FR-974', basis: 'Réunion: French overseas department (Constitution art. 73)' },
  YT: { to: 'FR-976', basis: 'Mayotte: French overseas department (Constitution art. 73)' },
};

/**
 * EU and EEA members (GDPR applies; Art. 8 default 16 unless the state chose otherwise) and EU
 * territories with their own ISO 3166-1 code (Åland, Saint-Martin). Every member is in the research
 * file with its own choice; the territories get the Art. 8 default.
 * https://eur-lex.europa.eu/eli/reg/2016/679/oj (Art. 8(1))
 */
export const EU_EEA = [
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV',
  'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'AX', 'MF',
] as const; // prettier-ignore

export const GDPR_ART8_SOURCE = 'https://eur-lex.europa.eu/eli/reg/2016/679/oj';

const KJM_AVS = [
  'https://www.kjm-online.de/aufsicht/technischer-jugendmedienschutz/unzulaessige-angebote/altersverifikationssysteme/',
  'https://www.kjm-online.de/pressemitteilungen/kjm-bewertet-weitere-altersverifikationssysteme-positiv-2-1/',
];
const ARCOM_REFERENTIAL = [
  'https://legal.tricoteuses.fr/articles/JORFARTI000050385865',
  'https://www.generation-nt.com/actualites/site-pornographique-verification-age-carte-bancaire-double-anonymat-arcom-2051492',
];

/**
 * Rulings that replace the research file's, where a regulator or statute says a method is not
 * enough. Each carries its own citation; the rule id is `<regime>/<method>`.
 */
export const RULINGS: Record<string, Partial<Record<VerificationMethod, SourcedRuling>>> = {
  DE_KJM: {
    'credit-card': {
      status: 'not-sufficient',
      note: 'Closed user groups (JMStV s.4(2)) need an age check by personal identification (face-to-face or equivalent) plus authentication at each use; KJM accepts a card only as reliance on an earlier face-to-face check, never on its own',
      sources: KJM_AVS,
    },
  },
  FR_ARCOM: {
    'credit-card': {
      status: 'not-sufficient',
      note: 'The referential allowed card checks only for a transition period (about April 2025); they are no longer accepted',
      sources: ARCOM_REFERENTIAL,
    },
  },
  US_TX_HB1181: {
    'facial-age-estimation': {
      status: 'not-sufficient',
      note: 'Tex. Civ. Prac. & Rem. Code s.129B.003(b) names digital identification, government-issued identification and public or private transactional data; an age estimate is none of them',
      sources: [
        'https://codes.findlaw.com/tx/civil-practice-and-remedies-code/civ-prac-rem-sect-129b-003/',
      ],
    },
  },
  US_LA_ACT440: {
    'facial-age-estimation': {
      status: 'not-sufficient',
      note: 'La. R.S. 9:2800.29 names a digitized identification card, or a commercial age verification system using government-issued identification or transactional data; an age estimate is none of them',
      sources: [
        'https://avpassociation.com/thought-leadership/louisiana-age-verification-requirements/',
      ],
    },
  },
};

/** The age key proves what an earlier verification proved; the service checks that method. */
const KEY_NOTE =
  'Not named; a key passes only when the method that created it is one this regime accepts';

/** State age-verification statutes the research file does not list, modelled on Act 440. */
export const ADDED_REGIMES: Record<string, AddedRegime> = {
  US_VA_SB1515: {
    name: 'Virginia SB 1515 (2023), Va. Code s.8.01-40.5: sites with more than 1/3 material harmful to minors',
    country: 'US',
    appliesTo: ['US-VA'],
    methods: {
      'age-key': { status: 'not-specified', note: KEY_NOTE },
      'facial-age-estimation': {
        status: 'not-sufficient',
        note: 's.8.01-40.5(B) requires age and identity verification (a commercially available database used for age and identity verification, or another commercially reasonable method of age and identity verification); an age estimate identifies no one',
      },
      'id-document': {
        status: 'accepted',
        note: 'Government ID checked by a verification provider',
      },
      'digital-wallet': { status: 'accepted', note: 'Identity credential' },
      'credit-card': {
        status: 'accepted-with-conditions',
        note: "Only as 'another commercially reasonable method of age and identity verification' (interpretation)",
      },
      'bank-app': {
        status: 'accepted-with-conditions',
        note: 'The bank verified identity and age (interpretation)',
      },
    },
    sources: [
      'https://law.lis.virginia.gov/vacode/title8.01/chapter3/section8.01-40.5/',
      'https://lawserver.com/law/state/virginia/va-code/virginia_code_8-01-40-5',
    ],
  },
  US_MS_SB2346: {
    name: 'Mississippi SB 2346 (2023), Act to Regulate Pornographic Media Exposure to Children (modelled on Louisiana Act 440)',
    country: 'US',
    appliesTo: ['US-MS'],
    methods: {
      'age-key': { status: 'not-specified', note: KEY_NOTE },
      'facial-age-estimation': {
        status: 'not-sufficient',
        note: 'Like Act 440, the Act requires a commercial age verification system or government ID; an age estimate is neither',
      },
      'id-document': { status: 'accepted', note: 'Government-issued identification' },
      'digital-wallet': { status: 'accepted', note: 'Digitized identification card' },
      'credit-card': {
        status: 'accepted-with-conditions',
        note: 'As transactional data (interpretation)',
      },
      'bank-app': {
        status: 'accepted-with-conditions',
        note: 'As transactional data (interpretation)',
      },
    },
    sources: [
      'http://billstatus.ls.state.ms.us/documents/2023/html/SB/2300-2399/SB2346SG.htm',
      'https://veratad.com/blog/mississippi-sb-2346-age-verification-faqs-staying-compliant',
      'https://avn.com/business/articles/legal/age-verification-law-entering-force-in-mississippi-july-1-919701.html',
    ],
  },
  US_AR_ACT612: {
    name: 'Arkansas Act 612 of 2023 (SB 66), Protection of Minors from Distribution of Harmful Material Act, Ark. Code 4-88-1101 et seq.',
    country: 'US',
    appliesTo: ['US-AR'],
    methods: {
      'age-key': { status: 'not-specified', note: KEY_NOTE },
      'facial-age-estimation': {
        status: 'not-sufficient',
        note: 'The Act accepts government-issued or digitized identification, or a commercially reasonable method meeting Identity Assurance Level 2 (identity proofing); an age estimate proves no identity',
      },
      'id-document': { status: 'accepted', note: 'Government-issued identification' },
      'digital-wallet': { status: 'accepted', note: 'Digitized identification card' },
      'credit-card': {
        status: 'not-sufficient',
        note: 'A card check is not identity proofing at Identity Assurance Level 2 (NIST SP 800-63A), which the Act requires of other methods',
      },
      'bank-app': {
        status: 'accepted-with-conditions',
        note: "Only where the bank's check meets Identity Assurance Level 2 (interpretation)",
      },
    },
    sources: [
      'https://fastdemocracy.com/bill-summary/?billsummary_state=ar&billsummary_id=ARB00012704&billsummary_session=2023',
      'https://ondato.com/blog/arkansas-age-verification',
    ],
  },
};

/** Rules on the set of methods offered, by regime; the rule id is `<regime>/<id>`. */
export const SET_REQUIREMENTS: Record<string, SetRequirement> = {
  FR_ARCOM: {
    id: 'double-anonymity',
    methods: ['digital-wallet'],
    note: "At least one 'double anonymity' option must be offered: the site never learns who the person is and the provider of the age proof never learns which site it is used on. Of this service's methods, that is a wallet or token attestation (digital wallet)",
    sources: ARCOM_REFERENTIAL,
  },
};
