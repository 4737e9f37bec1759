import type { InteractionMessages } from './en';

/** Slovak text of the OpenID age-key pages (glossary: src/service/i18n/glossary/sk.md). */
export const sk: InteractionMessages = {
  'use.title': 'Preukážte svoj vek',
  'use.heading': 'Preukážte svoj vek stránke {site}',
  'use.ask':
    '{site} sa pýta, či spĺňate: {ages}. Váš vekový kľúč odpovie na každú otázku áno alebo nie — nikdy neprezradí váš dátum narodenia ani nič, čo by vás identifikovalo.',
  'use.age': 'vek aspoň {age} rokov',
  'use.ofAge': 'plnoletosť',
  'use.go': 'Použiť vekový kľúč',
  'use.decline': 'Vrátiť sa bez odpovede',
  'create.title': 'Uložiť vekový kľúč',
  'create.heading': 'Uložte si vekový kľúč',
  'create.offer':
    'Stránka {site} overila, že máte aspoň {floor} rokov. Uložte si v tomto zariadení prístupový kľúč ako vekový kľúč: iné stránky potom s jeho pomocou za chvíľu overia váš vek bez toho, aby videli, kto ste. Váš dátum narodenia sa neuchováva.',
  'create.go': 'Uložiť vekový kľúč',
  'create.decline': 'Teraz nie',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — vekový kľúč',
  'script.waitingUse': 'Čakáme na váš vekový kľúč…',
  'script.waitingCreate': 'Čakáme na vaše zariadenie…',
  'script.ended': 'Táto požiadavka sa skončila. Vráťte sa na stránku.',
  'script.noKeyUsed': 'Nebol použitý žiadny vekový kľúč. Skúste to znova alebo sa vráťte.',
  'script.noKeySaved': 'Žiadny vekový kľúč sa neuložil. Skúste to znova alebo zvoľte „Teraz nie“.',
  'script.failed': 'Nepodarilo sa. Skúste to znova.',
  'script.wrong': 'Niečo sa pokazilo. Skúste to znova.',
  'script.noWebAuthn':
    'Tento prehliadač nevie použiť vekový kľúč. Vráťte sa a skúste iné zariadenie alebo prehliadač.',
  'script.notAllowed': 'Táto stránka nesmie ukladať vekové kľúče. Vráťte sa na stránku.',
  'refusal.unknown-key':
    'Táto služba tento vekový kľúč nepozná: mohol byť vymazaný. Vráťte sa a overte svoj vek inak.',
  'refusal.revoked': 'Tento vekový kľúč bol zneplatnený. Vráťte sa a overte svoj vek inak.',
  'refusal.user-verification':
    'Zariadenie nepotvrdilo, že ste to vy (PIN, odtlačok prsta alebo tvár). Skúste to znova.',
  'refusal.challenge': 'Trvalo to príliš dlho alebo to už bolo použité. Skúste to znova.',
  'refusal.already-used':
    'Z tohto overenia už bol vekový kľúč uložený, alebo tento prístupový kľúč už vekovým kľúčom je. Vráťte sa na stránku.',
  'expired.title': 'Platnosť tejto požiadavky vypršala',
  'expired.body': 'Vráťte sa na stránku a začnite znova.',
  'used.title': 'Už použité',
  'used.body': 'Z tohto overenia už bol vekový kľúč uložený. Vráťte sa na stránku.',
};
