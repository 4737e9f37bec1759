/** Lithuanian text of the id-document method (glossary: src/service/i18n/glossary/lt.md). */
export const lt = {
  'method.id-document': 'Asmens tapatybės dokumentas',
  'describe.id-document':
    'Nufotografuokite pasą, asmens tapatybės kortelę ar vairuotojo pažymėjimą',
  'id.intro':
    'Nufotografuokite pusę su kompiuteriu nuskaitomais duomenimis: brūkšninį kodą JAV ar Kanados vairuotojo pažymėjimo galinėje pusėje arba dvi ar tris eilutes su <<< ženklais pase ar asmens tapatybės kortelėje.',
  'id.camera': 'Naudoti kamerą',
  'id.upload': 'Įkelti nuotrauką',
  'id.take': 'Fotografuoti',
  'id.cancel': 'Atšaukti',
  'id.guide': 'Įstatykite brūkšninį kodą ar <<< eilutes į rėmelį, nejudėkite, venkite atspindžių.',
  'id.reading': 'Nuskaitome dokumentą…',
  'id.cameraDenied': 'Kamera čia nepasiekiama. Vietoj to įkelkite nuotrauką.',
  'id.heic':
    'Ši nuotrauka yra HEIC formato, kurio negalima nuskaityti. Nufotografuokite šiame puslapyje arba išsaugokite nuotrauką JPEG formatu.',
  'id.tooLarge':
    'Ši nuotrauka per didelė. Nufotografuokite dar kartą arba įkelkite mažesnę (iki 10 MB).',
  'id.retake': 'Nepavyko nuskaityti dokumento. {hint} Bandykite dar kartą.',
  'id.hint.blur': 'Nuotrauka neryški: nejudėkite ir leiskite kamerai sufokusuoti.',
  'id.hint.glare': 'Nuo dokumento atsispindi šviesa: šiek tiek jį pakreipkite.',
  'id.hint.too-small': 'Dokumentas nuotraukoje per mažas: prisiartinkite.',
  'id.hint.too-dark': 'Nuotrauka per tamsi: pereikite į šviesesnę vietą.',
  'id.hint.not-found':
    'Nerasta nei brūkšninio kodo, nei <<< eilučių: nufotografuokite tinkamą pusę.',
  'id.hint.not-an-id':
    'Šis brūkšninis kodas nėra iš vairuotojo pažymėjimo ar asmens tapatybės kortelės.',
  'id.hint.check-digits': '<<< eilutės nepraėjo patikros: nufotografuokite jas ryškiai ir visas.',
  'id.expired': 'Šio dokumento galiojimas baigėsi. Naudokite galiojantį dokumentą.',
  'id.specimenRefused':
    'Tai pavyzdinis dokumentas, skirtas paslaugai išbandyti: jis neįrodo niekieno amžiaus. Naudokite savo dokumentą.',
  'id.phone': 'Čia nėra kameros? Nuskaitykite šį kodą telefonu ir tęskite jame.',
  'id.privacy': 'Nuotrauka nuskaitoma mūsų serveryje ir iškart ištrinama; ji niekada nesaugoma.',
  'id.specimens':
    'Pavyzdiniai dokumentai (bandomasis režimas): atsisiųskite vieną ir įkelkite jį aukščiau arba parodykite jį ekrane ir nufotografuokite ekraną telefonu.',
  'id.show': 'Rodyti',
  'id.specimen.adult-licence': 'Suaugusiojo vairuotojo pažymėjimas',
  'id.specimen.minor-licence': 'Nepilnamečio vairuotojo pažymėjimas',
  'id.specimen.adult-licence-front':
    'Suaugusiojo vairuotojo pažymėjimas, priekinė pusė (su nuotrauka)',
  'id.specimen.minor-licence-front':
    'Nepilnamečio vairuotojo pažymėjimas, priekinė pusė (su nuotrauka)',
  'id.specimen.adult-passport': 'Suaugusiojo pasas',
  'id.front.intro':
    'Galinė pusė nuskaityta. Dabar priekinė pusė su jūsų nuotrauka: nufotografuokite visą pusę, kurioje matyti jūsų nuotrauka, gimimo data ir dokumento numeris.',
  'id.front.guide': 'Įstatykite visą priekinę pusę į rėmelį, nejudėkite, venkite atspindžių.',
  'id.front.reading': 'Nuskaitome priekinę pusę…',
  'id.front.notRead':
    'Priekinės pusės spausdinto teksto nepavyko nuskaityti. Nufotografuokite visą priekinę pusę ryškiai ir be atspindžių.',
  'id.front.noPortrait':
    'Šioje pusėje nuotraukos nerasta: nufotografuokite kortelės priekinę pusę, kurioje yra jūsų nuotrauka.',
  'id.front.mismatch':
    'Priekinė pusė nepriklauso tam pačiam dokumentui kaip galinė: skiriasi gimimo data arba dokumento numeris. Nufotografuokite abi to paties dokumento puses.',
  'id.front.expired': 'Praėjo per daug laiko: nufotografuokite galinę pusę dar kartą.',
  'id.front.restart': 'Pradėti iš naujo nuo galinės pusės',
  'id.hint.number-not-read':
    'Dokumento numerio priekinėje pusėje nepavyko nuskaityti: nufotografuokite jį ryškiai ir visą.',
  'id.selfie.intro':
    'Dokumentas nuskaitytas. Dabar tiesioginė asmenukė: palyginsime jūsų veidą su nuotrauka dokumente. Niekas nesaugoma.',
  'id.selfie.mismatch': 'Asmenukė neatitiko nuotraukos dokumente.',
  'id.selfie.again': 'Nufotografuokite dokumentą dar kartą, tada padarykite asmenukę.',
  'id.noPortrait':
    'Ši paslauga palygina dokumento nuotrauką su asmenuke, bet nuotraukos nerasta: nufotografuokite puslapį ar pusę, kurioje matyti ir turėtojo nuotrauka, ir brūkšninis kodas ar <<< eilutės.',
};
