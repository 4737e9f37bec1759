/** Spanish text of the bank-app method (glossary: src/service/i18n/glossary/es.md). */
export const es = {
  'method.bank-app': 'App del banco',
  'describe.bank-app': 'Confirma tu edad en la app de tu banco',
  bankHelp:
    'Tu banco confirma tu edad a partir de sus datos. En un móvil se abre la app de tu banco; después vuelves a este servicio en tu navegador.',
  bankContinue: 'Continuar con {name}',
  bankNone: 'No hay ningún banco disponible para esta verificación.',
  bankNotHere:
    'Tu banco no puede abrirse desde esta app. Abre esta página en tu navegador o elige otro método.',
  bankTitle: 'Confirmación del banco',
  bankLinkUsed: 'Este enlace ya se ha usado o ha caducado. Vuelve al sitio y empieza de nuevo.',
  bankGone: 'Este banco ya no está disponible. Vuelve atrás y elige otro método.',
  bankDeclined:
    'Lo has rechazado en tu banco, así que no se ha compartido nada. Vuelve atrás para elegir otro método.',
  bankRefused:
    'Tu banco no ha confirmado este inicio de sesión. Vuelve atrás e inténtalo de nuevo.',
  bankInvalid:
    'No se ha podido verificar la respuesta de tu banco. Vuelve atrás e inténtalo de nuevo.',
  bankUnreachable:
    'No se puede contactar con tu banco. Vuelve atrás e inténtalo dentro de un momento.',
  bankNoAge: 'Tu banco no ha compartido tu edad. Vuelve atrás para elegir otro método.',
  bankBack: 'Volver a la verificación',
  bankWaitTab: 'Termina en tu banco en la nueva pestaña. Esta página se actualiza sola.',
  'bankOutcome.declined': 'Lo has rechazado en tu banco, así que no se ha compartido nada.',
  'bankOutcome.refused': 'Tu banco no ha confirmado el inicio de sesión.',
  'bankOutcome.failed': 'No se ha podido usar la respuesta de tu banco.',
  'bankOutcome.no-age': 'Tu banco no ha compartido tu edad.',
  bankTryAgain: 'Inténtalo de nuevo o elige otro método.',
  bankTabResult: 'Puedes cerrar esta pestaña. La pestaña de la que venías muestra el resultado.',
  bankTabBack: 'Puedes cerrar esta pestaña. Continúa en la pestaña de la que venías.',
};
