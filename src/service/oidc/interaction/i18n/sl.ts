import type { InteractionMessages } from './en';

/** Slovenian text of the OpenID age-key pages (glossary: src/service/i18n/glossary/sl.md). */
export const sl: InteractionMessages = {
  'use.title': 'Dokažite svojo starost',
  'use.heading': 'Dokažite svojo starost spletnemu mestu {site}',
  'use.ask':
    '{site} sprašuje, ali izpolnjujete pogoj: {ages}. Vaš starostni ključ na vsako vprašanje odgovori z da ali ne — nikoli z datumom rojstva in nikoli s čimer koli, kar bi vas razkrilo.',
  'use.age': 'starost najmanj {age} let',
  'use.ofAge': 'polnoletnost',
  'use.go': 'Uporabi starostni ključ',
  'use.decline': 'Nazaj brez odgovora',
  'create.title': 'Shranite starostni ključ',
  'create.heading': 'Shranite starostni ključ',
  'create.offer':
    'Spletno mesto {site} je preverilo, da imate najmanj {floor} let. Ključ za dostop v tej napravi shranite kot starostni ključ: druga spletna mesta bodo z njim v trenutku preverila vašo starost, ne da bi videla, kdo ste. Vaš datum rojstva se ne shrani.',
  'create.go': 'Shrani starostni ključ',
  'create.decline': 'Ne zdaj',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — starostni ključ',
  'script.waitingUse': 'Čakamo na vaš starostni ključ …',
  'script.waitingCreate': 'Čakamo na vašo napravo …',
  'script.ended': 'Ta zahteva se je končala. Vrnite se na spletno mesto.',
  'script.noKeyUsed': 'Uporabljen ni bil noben starostni ključ. Poskusite znova ali se vrnite.',
  'script.noKeySaved':
    'Shranjen ni bil noben starostni ključ. Poskusite znova ali izberite »Ne zdaj«.',
  'script.failed': 'Ni uspelo. Poskusite znova.',
  'script.wrong': 'Prišlo je do napake. Poskusite znova.',
  'script.noWebAuthn':
    'Ta brskalnik ne more uporabiti starostnega ključa. Vrnite se in poskusite z drugo napravo ali brskalnikom.',
  'script.notAllowed':
    'To spletno mesto ne sme shranjevati starostnih ključev. Vrnite se na spletno mesto.',
  'refusal.unknown-key':
    'Ta storitev tega starostnega ključa ne pozna: morda je bil izbrisan. Vrnite se in starost dokažite drugače.',
  'refusal.revoked': 'Ta starostni ključ je bil preklican. Vrnite se in starost dokažite drugače.',
  'refusal.user-verification':
    'Naprava ni potrdila, da ste to vi (PIN, prstni odtis ali obraz). Poskusite znova.',
  'refusal.challenge': 'To je trajalo predolgo ali je bilo že uporabljeno. Poskusite znova.',
  'refusal.already-used':
    'Iz tega preverjanja je bil starostni ključ že shranjen ali pa je ta ključ za dostop že starostni ključ. Vrnite se na spletno mesto.',
  'expired.title': 'Ta zahteva je potekla',
  'expired.body': 'Vrnite se na spletno mesto in začnite znova.',
  'used.title': 'Že uporabljeno',
  'used.body':
    'Iz tega preverjanja je bil starostni ključ že shranjen. Vrnite se na spletno mesto.',
};
