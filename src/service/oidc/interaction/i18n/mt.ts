import type { InteractionMessages } from './en';

/** Maltese text of the OpenID age-key pages (glossary: src/service/i18n/glossary/mt.md). */
export const mt: InteractionMessages = {
  'use.title': 'Uri l-età tiegħek',
  'use.heading': 'Uri l-età tiegħek lil {site}',
  'use.ask':
    '{site} qed jistaqsi jekk għandekx {ages}. Iċ-ċavetta tal-età tiegħek twieġeb iva jew le għal kull waħda — qatt bid-data tat-twelid tiegħek, u qatt b’xi ħaġa li tidentifikak.',
  'use.age': 'età ta’ {age}+',
  'use.ofAge': 'l-età maġġuri',
  'use.go': 'Uża ċ-ċavetta tal-età tiegħek',
  'use.decline': 'Mur lura mingħajr ma twieġeb',
  'create.title': 'Aħżen ċavetta tal-età',
  'create.heading': 'Aħżen ċavetta tal-età',
  'create.offer':
    '{site} ivverifika li għandek età ta’ {floor}+. Aħżen ċavetta ta’ aċċess fuq dan l-apparat bħala ċavetta tal-età: imbagħad siti oħra jkunu jistgħu jiċċekkjaw l-età tiegħek f’mument, mingħajr ma jkunu jafu min int. Id-data tat-twelid tiegħek ma tinħażinx.',
  'create.go': 'Aħżen ċavetta tal-età',
  'create.decline': 'Mhux issa',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — ċavetta tal-età',
  'script.waitingUse': 'Qed nistennew iċ-ċavetta tal-età tiegħek…',
  'script.waitingCreate': 'Qed nistennew l-apparat tiegħek…',
  'script.ended': 'Din it-talba ntemmet. Mur lura fis-sit.',
  'script.noKeyUsed': 'Ma ntużat l-ebda ċavetta tal-età. Erġa’ pprova, jew mur lura.',
  'script.noKeySaved': 'Ma nħażnet l-ebda ċavetta tal-età. Erġa’ pprova, jew agħżel Mhux issa.',
  'script.failed': 'Ma ħadimx. Erġa’ pprova.',
  'script.wrong': 'Xi ħaġa marret ħażin. Erġa’ pprova.',
  'script.noWebAuthn':
    'Dan il-brawżer ma jistax juża ċavetta tal-età. Mur lura, u pprova apparat jew brawżer ieħor.',
  'script.notAllowed': 'Dan is-sit ma jistax jaħżen ċwievet tal-età. Mur lura fis-sit.',
  'refusal.unknown-key':
    'Dan is-servizz ma jafx lil dik iċ-ċavetta tal-età: forsi ntesiet. Mur lura u vverifika l-età tiegħek b’mod ieħor.',
  'refusal.revoked':
    'Dik iċ-ċavetta tal-età ġiet revokata. Mur lura u vverifika l-età tiegħek b’mod ieħor.',
  'refusal.user-verification':
    'L-apparat tiegħek ma kkonfermax li int (PIN, marka tas-saba’ jew wiċċ). Erġa’ pprova.',
  'refusal.challenge': 'Dan dam wisq, jew kien diġà ntuża. Erġa’ pprova.',
  'refusal.already-used':
    'Diġà nħażnet ċavetta tal-età minn din il-verifika, jew din iċ-ċavetta ta’ aċċess diġà hija waħda. Mur lura fis-sit.',
  'expired.title': 'Din it-talba skadiet',
  'expired.body': 'Mur lura fis-sit u erġa’ ibda.',
  'used.title': 'Diġà ntuża',
  'used.body': 'Diġà nħażnet ċavetta tal-età minn din il-verifika. Mur lura fis-sit.',
};
