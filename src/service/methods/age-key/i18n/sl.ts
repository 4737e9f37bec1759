/** Slovenian text of the age-key method (glossary: src/service/i18n/glossary/sl.md). */

/** Its name and description in the method picker. */
export const sl = {
  'method.age-key': 'Starostni ključ',
  'describe.age-key': 'Uporabite ključ za dostop, ki že dokazuje vašo starost',
};

/** The ceremonies' text (`age-key-messages.ts`). */
export const slCeremony = {
  use: 'Uporabi starostni ključ',
  useHelp:
    'Naprava vas bo prosila, da odklenete ključ za dostop z dokazilom o vaši starosti. Nič drugega se ne deli.',
  noKey:
    'Še nimate starostnega ključa? Najprej izberite drugo metodo; nato lahko starostni ključ shranite za naslednjič.',
  upgrade:
    'Vaš starostni ključ dokazuje {n}+, kar tu ne zadošča. Starost dokažite z drugo metodo, nato posodobite starostni ključ.',
  upgradeMethod:
    'Dokazilo v vašem starostnem ključu tu ni sprejeto. Starost dokažite z drugo metodo, nato posodobite starostni ključ.',
  upgradeTest:
    'Vaš starostni ključ je bil ustvarjen v testnem načinu in ga ni mogoče uporabiti za pravo preverjanje. Starost dokažite z drugo metodo, nato posodobite starostni ključ.',
  declined: 'Uporabljen ni bil noben starostni ključ. Poskusite znova ali izberite drugo metodo.',
  'refused.counter':
    'Ta starostni ključ je videti kopiran iz druge naprave, zato je bil zavrnjen. Izberite drugo metodo.',
  'refused.user-verification':
    'Naprava ni potrdila, da ste to vi (PIN ali biometrija). Poskusite znova z vklopljenim preverjanjem.',
  'refused.revoked': 'Ta starostni ključ je bil preklican. Izberite drugo metodo.',
  'refused.unknown-key': 'Ta starostni ključ tu ni znan (morda je bil izbrisan).',
  refused:
    'Starostnega ključa ni bilo mogoče preveriti. Poskusite znova ali izberite drugo metodo.',
  error: 'Ni uspelo: {detail}.',
  working: 'Čakamo na vašo napravo …',
  saveTitle: 'Shranite starostni ključ',
  saveHelp:
    'Naslednjič boste starost dokazali z enim dotikom na vsakem spletnem mestu, ki uporablja to storitev. Ključ za dostop vsebuje samo dokazilo o starosti, nikoli vašega imena.',
  saveButton: 'Shrani starostni ključ',
  saved: 'Starostni ključ je shranjen. Naslednjič izberite »Starostni ključ«.',
  updateTitle: 'Posodobite starostni ključ',
  updateHelp:
    'To novo dokazilo o starosti dodajte v starostni ključ, da bo naslednjič deloval tudi tukaj.',
  updateButton: 'Posodobi moj starostni ključ',
  updated: 'Starostni ključ je posodobljen: zdaj dokazuje {n}+.',
  savedTest: 'To je testni ključ: deluje samo v testnem načinu.',
  openWindow: 'Odpri okno za shranjevanje starostnega ključa',
  windowHelp:
    'Vaš brskalnik ne dovoli shranjevanja ključa za dostop znotraj tega spletnega mesta. Namesto tega uporabite majhno okno.',
  forget: 'Izbriši moj starostni ključ',
  forgotten:
    'Vaš starostni ključ je bil izbrisan iz storitve. Ključ za dostop lahko odstranite tudi iz svoje naprave.',
};
