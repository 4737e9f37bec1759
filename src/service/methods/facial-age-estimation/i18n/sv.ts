/** Swedish text of the facial-age-estimation method (glossary: src/service/i18n/glossary/sv.md). */
export const sv = {
  'method.facial-age-estimation': 'Åldersbedömning via ansiktet',
  'describe.facial-age-estimation': 'Kameran bedömer din ålder; ingen bild sparas',
  'face.intro':
    'Kameran tar några bilder medan du vrider på huvudet. De kontrolleras på vår server och raderas direkt; ingen bild sparas.',
  'face.useCamera': 'Använd min kamera',
  'face.useCameraTest': 'Använd min kamera (riktig bedömning)',
  'face.opening': 'Kameran startas…',
  'face.preview': 'Kameravy: placera ansiktet i ovalen',
  'face.ready': 'Placera ansiktet i ovalen och tryck sedan på Starta.',
  'face.start': 'Starta',
  'face.cancel': 'Stäng av kameran',
  'face.hint.too-dark': 'Det är för mörkt: vänd dig mot ett fönster eller tänd en lampa.',
  'face.hint.hold-still': 'Håll still en stund.',
  'face.hint.no-face': 'Vi kunde inte se något ansikte: placera ansiktet i ovalen.',
  'face.hint.too-far': 'Kom lite närmare, så att ansiktet fyller ovalen.',
  'face.hint.several-faces': 'Bara en person får vara med i bilden.',
  'face.prompt.look': 'Titta rakt in i kameran.',
  'face.prompt.left': 'Vrid långsamt huvudet åt vänster.',
  'face.prompt.right': 'Vrid nu långsamt huvudet åt höger.',
  'face.prompt.still': 'Titta in i kameran och håll still.',
  'face.finding': 'Letar efter ditt ansikte…',
  'face.sending': 'Kontrollerar…',
  'face.liveness.no-turn':
    'Vi kunde inte se huvudet vridas som det var tänkt. Försök igen och följ instruktionerna.',
  'face.liveness.frames-repeated':
    'Bilderna ser inte ut att komma från en kamera i realtid. Använd din egen kamera, inte ett foto eller en video.',
  'face.liveness.spoof-scores':
    'Bilderna ser inte ut att komma från en kamera i realtid. Använd din egen kamera, inte ett foto eller en video.',
  'face.livenessOff':
    'Testläge: liveness-kontrollen är avstängd för den här produkten, så ett foto skulle godkännas. Riktiga kontroller gör alltid en liveness-kontroll.',
  'face.error.denied':
    'Åtkomst till kameran nekades. Tillåt kameran i webbläsarens inställningar och försök igen, eller välj ett annat sätt.',
  'face.error.no-camera': 'Ingen kamera hittades på den här enheten.',
  'face.error.busy': 'Kameran används av en annan app. Stäng den och försök igen.',
  'face.error.unsupported': 'Den här webbläsaren kan inte använda kameran här.',
  'face.error.other': 'Kameran kunde inte startas.',
  'face.tryAgain': 'Försök igen',
  'face.other': 'Välj ett annat sätt',
  'face.handoff': 'Eller fortsätt på din telefon: skanna koden med dess kamera.',
  'face.qrAlt': 'QR-kod för att fortsätta på din telefon',
};
