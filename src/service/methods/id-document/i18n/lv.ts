/** Latvian text of the id-document method (glossary: src/service/i18n/glossary/lv.md). */
export const lv = {
  'method.id-document': 'Personu apliecinošs dokuments',
  'describe.id-document': 'Nofotografējiet pasi, personas apliecību vai vadītāja apliecību',
  'id.intro':
    'Nofotografējiet pusi ar mašīnlasāmajiem datiem: svītrkodu ASV vai Kanādas vadītāja apliecības aizmugurē vai divas vai trīs rindas ar <<< zīmēm pasē vai personas apliecībā.',
  'id.camera': 'Izmantot kameru',
  'id.upload': 'Augšupielādēt foto',
  'id.take': 'Fotografēt',
  'id.cancel': 'Atcelt',
  'id.guide':
    'Ietilpiniet svītrkodu vai <<< rindas rāmī, nekustieties, izvairieties no atspīdumiem.',
  'id.reading': 'Nolasām dokumentu…',
  'id.cameraDenied': 'Kamera šeit nav pieejama. Tā vietā augšupielādējiet foto.',
  'id.heic':
    'Šis foto ir HEIC formātā, ko nevar nolasīt. Uzņemiet foto šajā lapā vai saglabājiet to JPEG formātā.',
  'id.tooLarge':
    'Šis foto ir pārāk liels. Uzņemiet to vēlreiz vai augšupielādējiet mazāku (līdz 10 MB).',
  'id.retake': 'Mēs nevarējām nolasīt dokumentu. {hint} Mēģiniet vēlreiz.',
  'id.hint.blur': 'Foto ir izplūdis: nekustieties un ļaujiet kamerai fokusēties.',
  'id.hint.glare': 'No dokumenta atspīd gaisma: nedaudz to sasveriet.',
  'id.hint.too-small': 'Dokuments foto ir pārāk mazs: pienāciet tuvāk.',
  'id.hint.too-dark': 'Foto ir pārāk tumšs: pārvietojieties uz gaišāku vietu.',
  'id.hint.not-found': 'Netika atrasts ne svītrkods, ne <<< rindas: nofotografējiet pareizo pusi.',
  'id.hint.not-an-id': 'Šis svītrkods nav no vadītāja apliecības vai personas apliecības.',
  'id.hint.check-digits': '<<< rindas neizturēja pārbaudi: nofotografējiet tās asi un pilnībā.',
  'id.expired': 'Šī dokumenta derīgums ir beidzies. Izmantojiet derīgu dokumentu.',
  'id.specimenRefused':
    'Šis ir parauga dokuments, kas paredzēts pakalpojuma izmēģināšanai: tas neapliecina neviena vecumu. Izmantojiet savu dokumentu.',
  'id.phone': 'Šeit nav kameras? Noskenējiet šo kodu ar tālruni, lai turpinātu tajā.',
  'id.privacy': 'Foto tiek nolasīts mūsu serverī un uzreiz dzēsts; tas nekad netiek glabāts.',
  'id.specimens':
    'Parauga dokumenti (testa režīms): lejupielādējiet vienu un augšupielādējiet to augstāk vai parādiet to ekrānā un nofotografējiet ekrānu ar tālruni.',
  'id.show': 'Rādīt',
  'id.specimen.adult-licence': 'Pieaugušā vadītāja apliecība',
  'id.specimen.minor-licence': 'Nepilngadīgā vadītāja apliecība',
  'id.specimen.adult-licence-front': 'Pieaugušā vadītāja apliecība, priekšpuse (ar foto)',
  'id.specimen.minor-licence-front': 'Nepilngadīgā vadītāja apliecība, priekšpuse (ar foto)',
  'id.specimen.adult-passport': 'Pieaugušā pase',
  'id.front.intro':
    'Aizmugure nolasīta. Tagad priekšpuse ar jūsu foto: nofotografējiet visu pusi, kurā redzams jūsu foto, dzimšanas datums un dokumenta numurs.',
  'id.front.guide': 'Ietilpiniet visu priekšpusi rāmī, nekustieties, izvairieties no atspīdumiem.',
  'id.front.reading': 'Nolasām priekšpusi…',
  'id.front.notRead':
    'Priekšpuses drukāto tekstu neizdevās nolasīt. Nofotografējiet visu priekšpusi asi un bez atspīdumiem.',
  'id.front.noPortrait':
    'Šajā pusē netika atrasts foto: nofotografējiet kartes priekšpusi, kurā ir jūsu foto.',
  'id.front.mismatch':
    'Priekšpuse nepieder tam pašam dokumentam, kam aizmugure: atšķiras dzimšanas datums vai dokumenta numurs. Nofotografējiet viena dokumenta abas puses.',
  'id.front.expired': 'Pagājis pārāk daudz laika: nofotografējiet aizmuguri vēlreiz.',
  'id.front.restart': 'Sākt no jauna ar aizmuguri',
  'id.hint.number-not-read':
    'Dokumenta numuru priekšpusē neizdevās nolasīt: nofotografējiet to asi un pilnībā.',
  'id.selfie.intro':
    'Dokuments nolasīts. Tagad tiešraides pašbilde: mēs salīdzināsim jūsu seju ar foto dokumentā. Nekas netiek glabāts.',
  'id.selfie.mismatch': 'Pašbilde neatbilda foto dokumentā.',
  'id.selfie.again': 'Nofotografējiet dokumentu vēlreiz un pēc tam uzņemiet pašbildi.',
  'id.noPortrait':
    'Šis pakalpojums salīdzina foto dokumentā ar pašbildi, bet foto netika atrasts: nofotografējiet lapu vai pusi, kurā redzams gan īpašnieka foto, gan svītrkods vai <<< rindas.',
};
