/** Romanian text of the facial-age-estimation method (glossary: src/service/i18n/glossary/ro.md). */
export const ro = {
  'method.facial-age-estimation': 'Estimarea vârstei după chip',
  'describe.facial-age-estimation': 'Camera vă estimează vârsta; nu se păstrează nicio imagine',
  'face.intro':
    'Camera face câteva imagini în timp ce vă întoarceți capul. Ele sunt analizate pe serverul nostru și șterse imediat; nu se păstrează nicio imagine.',
  'face.useCamera': 'Porniți camera',
  'face.useCameraTest': 'Porniți camera (estimare reală)',
  'face.opening': 'Se deschide camera…',
  'face.preview': 'Previzualizarea camerei: încadrați-vă fața în oval',
  'face.ready': 'Încadrați-vă fața în oval, apoi apăsați Începeți.',
  'face.start': 'Începeți',
  'face.cancel': 'Opriți camera',
  'face.hint.too-dark':
    'Este prea întuneric: întoarceți-vă spre o fereastră sau aprindeți o lumină.',
  'face.hint.hold-still': 'Nu vă mișcați o clipă.',
  'face.hint.no-face': 'Nu vedem nicio față: încadrați-vă fața în oval.',
  'face.hint.too-far': 'Apropiați-vă puțin, ca fața să umple ovalul.',
  'face.hint.several-faces': 'În imagine trebuie să fie o singură persoană.',
  'face.prompt.look': 'Priviți drept spre cameră.',
  'face.prompt.left': 'Întoarceți încet capul spre stânga.',
  'face.prompt.right': 'Acum întoarceți încet capul spre dreapta.',
  'face.prompt.still': 'Priviți spre cameră și nu vă mișcați.',
  'face.finding': 'Vă căutăm fața…',
  'face.sending': 'Se verifică…',
  'face.liveness.no-turn':
    'Nu v-am văzut capul întorcându-se așa cum s-a cerut. Încercați din nou și urmați instrucțiunile.',
  'face.liveness.frames-repeated':
    'Aceste imagini nu par să vină de la o cameră live. Folosiți propria cameră, nu o fotografie sau un videoclip.',
  'face.liveness.spoof-scores':
    'Aceste imagini nu par să vină de la o cameră live. Folosiți propria cameră, nu o fotografie sau un videoclip.',
  'face.livenessOff':
    'Mod de test: verificarea prezenței reale este dezactivată pentru acest produs, deci o fotografie ar trece. Verificările reale verifică întotdeauna prezența reală.',
  'face.error.denied':
    'Accesul la cameră a fost refuzat. Permiteți camera în setările browserului și încercați din nou sau alegeți altă modalitate.',
  'face.error.no-camera': 'Nu s-a găsit nicio cameră pe acest dispozitiv.',
  'face.error.busy': 'Camera este folosită de altă aplicație. Închideți-o și încercați din nou.',
  'face.error.unsupported': 'Acest browser nu poate folosi camera aici.',
  'face.error.other': 'Camera nu a putut fi pornită.',
  'face.tryAgain': 'Încercați din nou',
  'face.other': 'Alegeți altă modalitate',
  'face.handoff': 'Sau continuați pe telefon: scanați acest cod cu camera lui.',
  'face.qrAlt': 'Cod QR pentru a continua pe telefon',
};
