import type { InteractionMessages } from './en';

/** Spanish text of the OpenID age-key pages (glossary: src/service/i18n/glossary/es.md). */
export const es: InteractionMessages = {
  'use.title': 'Demuestra tu edad',
  'use.heading': 'Demuestra tu edad a {site}',
  'use.ask':
    '{site} pregunta si tienes {ages}. Tu llave de edad responde sí o no a cada pregunta — nunca con tu fecha de nacimiento ni con nada que te identifique.',
  'use.age': '{age} años o más',
  'use.ofAge': 'la mayoría de edad',
  'use.go': 'Usar mi llave de edad',
  'use.decline': 'Volver sin responder',
  'create.title': 'Guardar una llave de edad',
  'create.heading': 'Guardar una llave de edad',
  'create.offer':
    '{site} ha verificado que tienes al menos {floor} años. Guarda una llave de acceso en este dispositivo como llave de edad: así otros sitios podrán comprobar tu edad con ella en un momento, sin saber quién eres. Tu fecha de nacimiento no se guarda.',
  'create.go': 'Guardar una llave de edad',
  'create.decline': 'Ahora no',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — llave de edad',
  'script.waitingUse': 'Esperando a tu llave de edad…',
  'script.waitingCreate': 'Esperando a tu dispositivo…',
  'script.ended': 'Esta solicitud ha terminado. Vuelve al sitio.',
  'script.noKeyUsed': 'No se ha usado ninguna llave de edad. Inténtalo de nuevo o vuelve atrás.',
  'script.noKeySaved':
    'No se ha guardado ninguna llave de edad. Inténtalo de nuevo o elige «Ahora no».',
  'script.failed': 'No ha funcionado. Inténtalo de nuevo.',
  'script.wrong': 'Algo ha fallado. Inténtalo de nuevo.',
  'script.noWebAuthn':
    'Este navegador no puede usar una llave de edad. Vuelve atrás y prueba con otro dispositivo u otro navegador.',
  'script.notAllowed': 'Este sitio no puede guardar llaves de edad. Vuelve al sitio.',
  'refusal.unknown-key':
    'Este servicio no conoce esa llave de edad: quizá se olvidó. Vuelve atrás y demuestra tu edad de otra forma.',
  'refusal.revoked':
    'Esa llave de edad se ha revocado. Vuelve atrás y demuestra tu edad de otra forma.',
  'refusal.user-verification':
    'Tu dispositivo no ha confirmado que eres tú (PIN, huella dactilar o cara). Inténtalo de nuevo.',
  'refusal.challenge': 'Ha tardado demasiado o ya se había usado. Inténtalo de nuevo.',
  'refusal.already-used':
    'Ya se ha guardado una llave de edad a partir de esta verificación, o esta llave de acceso ya es una. Vuelve al sitio.',
  'expired.title': 'Esta solicitud ha caducado',
  'expired.body': 'Vuelve al sitio y empieza de nuevo.',
  'used.title': 'Ya se ha usado',
  'used.body':
    'Ya se ha guardado una llave de edad a partir de esta verificación. Vuelve al sitio.',
};
