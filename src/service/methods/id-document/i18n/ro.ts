/** Romanian text of the id-document method (glossary: src/service/i18n/glossary/ro.md). */
export const ro = {
  'method.id-document': 'Act de identitate',
  'describe.id-document':
    'Fotografiați un pașaport, o carte de identitate sau un permis de conducere',
  'id.intro':
    'Fotografiați partea cu datele care pot fi citite automat: codul de bare de pe spatele unui permis de conducere din SUA sau Canada ori cele două sau trei rânduri de text cu <<< de pe un pașaport sau o carte de identitate.',
  'id.camera': 'Folosiți camera',
  'id.upload': 'Încărcați o fotografie',
  'id.take': 'Fotografiați',
  'id.cancel': 'Anulați',
  'id.guide':
    'Încadrați codul de bare sau rândurile <<< în chenar, nu vă mișcați, evitați reflexiile.',
  'id.reading': 'Se citește documentul…',
  'id.cameraDenied': 'Camera nu este disponibilă aici. Încărcați în schimb o fotografie.',
  'id.heic':
    'Această fotografie este în format HEIC, care nu poate fi citit. Faceți fotografia din această pagină sau salvați-o ca JPEG.',
  'id.tooLarge': 'Fotografia este prea mare. Refaceți-o sau încărcați una mai mică (sub 10 MB).',
  'id.retake': 'Nu am putut citi documentul. {hint} Încercați din nou.',
  'id.hint.blur': 'Fotografia este neclară: nu vă mișcați și lăsați camera să focalizeze.',
  'id.hint.glare': 'Lumina se reflectă pe document: înclinați-l puțin.',
  'id.hint.too-small': 'Documentul este prea mic în fotografie: apropiați-vă.',
  'id.hint.too-dark': 'Fotografia este prea întunecată: mergeți într-un loc mai luminos.',
  'id.hint.not-found':
    'Nu s-a găsit niciun cod de bare și niciun rând <<<: fotografiați partea potrivită.',
  'id.hint.not-an-id':
    'Acest cod de bare nu provine de pe un permis de conducere sau o carte de identitate.',
  'id.hint.check-digits':
    'Rândurile <<< nu s-au verificat corect: fotografiați-le clar și întregi.',
  'id.expired': 'Acest document a expirat. Folosiți un document valabil.',
  'id.specimenRefused':
    'Acesta este un document specimen, creat pentru a încerca serviciul: nu dovedește vârsta nimănui. Folosiți propriul document.',
  'id.phone': 'Nu aveți cameră aici? Scanați acest cod cu telefonul, ca să continuați pe el.',
  'id.privacy':
    'Fotografia este citită pe serverul nostru și ștearsă imediat; nu este stocată niciodată.',
  'id.specimens':
    'Documente specimen (modul de test): descărcați unul și încărcați-l mai sus sau afișați-l și fotografiați ecranul cu telefonul.',
  'id.show': 'Afișați',
  'id.specimen.adult-licence': 'Permis de conducere al unui adult',
  'id.specimen.minor-licence': 'Permis de conducere al unui minor',
  'id.specimen.adult-licence-front': 'Permis de conducere al unui adult, fața (cu fotografie)',
  'id.specimen.minor-licence-front': 'Permis de conducere al unui minor, fața (cu fotografie)',
  'id.specimen.adult-passport': 'Pașaportul unui adult',
  'id.front.intro':
    'Versoul a fost citit. Acum fața, cu fotografia dvs.: fotografiați întreaga parte care arată fotografia, data nașterii și numărul documentului.',
  'id.front.guide':
    'Încadrați toată fața documentului în chenar, nu vă mișcați, evitați reflexiile.',
  'id.front.reading': 'Se citește fața…',
  'id.front.notRead':
    'Textul tipărit pe față nu a putut fi citit. Fotografiați toată fața, clar și fără reflexii.',
  'id.front.noPortrait':
    'Nu s-a găsit nicio fotografie pe această parte: fotografiați fața cardului, partea cu fotografia dvs.',
  'id.front.mismatch':
    'Fața nu aparține aceluiași document ca versoul: data nașterii sau numărul documentului diferă. Fotografiați ambele părți ale aceluiași document.',
  'id.front.expired': 'A trecut prea mult timp: fotografiați din nou versoul.',
  'id.front.restart': 'Reîncepeți cu versoul',
  'id.hint.number-not-read':
    'Numărul documentului de pe față nu a putut fi citit: fotografiați-l clar și întreg.',
  'id.selfie.intro':
    'Documentul a fost citit. Acum un selfie live: comparăm fața dvs. cu fotografia de pe document. Nu se stochează nimic.',
  'id.selfie.mismatch': 'Selfie-ul nu corespunde fotografiei de pe document.',
  'id.selfie.again': 'Fotografiați din nou documentul, apoi faceți selfie-ul.',
  'id.noPortrait':
    'Acest serviciu compară fotografia de pe document cu un selfie, dar nu s-a găsit nicio fotografie: fotografiați pagina sau partea care arată atât fotografia titularului, cât și codul de bare sau rândurile <<<.',
};
