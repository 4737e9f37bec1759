import type { en } from './en';

/** Maltese widget text (glossary: src/service/i18n/glossary/mt.md). */
export const mt: typeof en = {
  title: 'Verifika tal-età',
  testModeBar: 'MODALITÀ TAT-TEST — ir-riżultati jgħoddu biss għall-ittestjar',
  stepOf: 'Pass {n} minn 3 — {label}',
  stepLabelChoose: 'Agħżel metodu',
  stepLabelVerify: 'Uri l-età tiegħek',
  stepChoose: 'Agħżel kif se turi l-età tiegħek',
  stepResult: 'Riżultat',
  language: 'Lingwa',
  intro: '{site} qed jitolbok tikkonferma l-età tiegħek.',
  nextChoose:
    'Imbagħad turi l-età tiegħek bil-metodu li tagħżel. {site} isir jaf ir-riżultat biss.',
  nextVerify: 'Imbagħad tara r-riżultat tiegħek, u {site} jiġi infurmat.',
  checking: 'Qed niċċekkjaw x’jappoġġja dan il-brawżer…',
  attemptsLeft:
    '{n, plural, =0 {Ma fadallek l-ebda tentattiv} one {Fadallek # tentattiv} two {Fadallek # tentattivi} few {Fadallek # tentattivi} many {Fadallek #-il tentattiv} other {Fadallek # tentattiv}}',
  noMethodsLive:
    'Dan is-servizz għad m’għandu l-ebda metodu ta’ verifika, għalhekk l-età tiegħek ma tistax tiġi vverifikata hawn. Jekk jogħġbok mur lura għal {site} u għarrafhom.',
  noMethodsDevice:
    'L-ebda wieħed mill-metodi disponibbli ma jaħdem f’dan il-brawżer jew f’din l-app. Iftaħ din il-ħolqa fil-brawżer li s-soltu tuża, jew kompli fuq il-mowbajl.',
  back: 'Agħżel metodu ieħor',
  simTitle: 'Issimula riżultat',
  simHelp: 'Agħżel x’għandha ssib il-verifika “{method}”.',
  'outcome.adult': 'Adult (30 sena)',
  'outcome.teen': 'Żagħżugħ (16-il sena)',
  'outcome.child': 'Tifel jew tifla (10 snin)',
  'outcome.inconclusive': 'Mhux konklużiv (l-ebda indikazzjoni tal-età)',
  'outcome.fraudulent': 'Frodulent (instabet impersonazzjoni)',
  'outcome.custom': 'Età tal-għażla tiegħek',
  customAge: 'Età fi snin',
  customAgeInvalid: 'Daħħal numru sħiħ ta’ snin, minn 0 sa 120.',
  walletKind: 'Kartiera',
  'wallet.eudi-wallet': 'Kartiera Ewropea tal-Identità Diġitali',
  'wallet.apple-wallet': 'Apple Wallet (dokument tal-identità)',
  'wallet.google-wallet': 'Google Wallet (dokument tal-identità)',
  submit: 'Ibgħat ir-riżultat simulat',
  working: 'Qed niċċekkjaw…',
  inconclusive:
    'L-età tiegħek ma setgħetx tiġi stabbilita bil-metodu “{method}”. Erġa’ pprova ({n, plural, one {fadallek # tentattiv} two {fadallek # tentattivi} few {fadallek # tentattivi} many {fadallek #-il tentattiv} other {fadallek # tentattiv}}), jew agħżel metodu ieħor.',
  methodExhausted: 'Użajt it-tentattivi kollha bil-metodu “{method}”. Agħżel metodu ieħor.',
  errorNetwork:
    'Is-servizz tal-verifika ma setax jintlaħaq. Iċċekkja l-konnessjoni tiegħek u erġa’ pprova.',
  errorGeneric: 'Ma ħadimx: {detail}. Erġa’ pprova jew agħżel metodu ieħor.',
  loadFailed: 'Dan il-pass ma setax jitla’. Iċċekkja l-konnessjoni tiegħek u erġa’ tella’ l-paġna.',
  pass: 'L-età tiegħek ġiet ikkonfermata',
  passDetail: '{site} ġie infurmat li għandek l-età meħtieġa.',
  fail: 'L-età tiegħek ma setgħetx tiġi kkonfermata',
  'failure.age-criteria-not-met': 'M’għandekx l-età meħtieġa minn {site}.',
  'failure.max-attempts-exceeded': 'It-tentattivi kollha ntużaw mingħajr riżultat.',
  'failure.fraudulent-activity-detected': 'Il-verifika twaqqfet għax xi ħaġa ma dehritx f’postha.',
  done: 'Lest',
  redirecting: 'Qed neħduk lura għal {site}…',
  redirectingAfterOffer:
    'Fi ftit sekondi neħduk lura għal {site}, sakemm ma taħżinx ċavetta tal-età qabel.',
  continueLink: 'Kompli għal {site}',
  closeWindow: 'Issa tista’ tagħlaq din it-tieqa.',
  handoffDone: 'Lest. Tista’ tkompli fuq il-kompjuter.',
  phoneToggle: 'Kompli fuq il-mowbajl',
  phoneHelp:
    'Skennja dan il-kodiċi bil-kamera tal-mowbajl u lesti minn hemm. Din il-paġna taġġorna ruħha waħedha.',
  qrAlt: 'Kodiċi QR li jiftaħ din il-verifika tal-età fuq il-mowbajl tiegħek',
  phoneLink: 'Jew iftaħ din il-link fuq il-mowbajl tiegħek:',
  expiredTitle: 'Din il-ħolqa skadiet',
  expiredBody:
    'Il-ħoloq tal-verifika tal-età huma validi għal 14-il jum. Mur lura fis-sit minn fejn ġejt u erġa’ ibda l-verifika.',
  finishedTitle: 'Din il-verifika tal-età intemmet',
  finishedBody:
    'Diġà għandha riżultat, għalhekk din il-ħolqa ma tiftaħhiex aktar. Mur lura fis-sit minn fejn ġejt; jekk għadu jitolbok l-età tiegħek, erġa’ ibda l-verifika minn hemm.',
  invalidTitle: 'Din il-ħolqa ma taħdimx',
  invalidBody:
    'Il-ħolqa mhijiex kompluta jew ġiet mibdula. Mur lura fis-sit minn fejn ġejt u erġa’ ibda l-verifika.',
  frameNotAllowed:
    'Din il-verifika tal-età qed tidher ġo sit li mhux awtorizzat għaliha. Iftaħ il-verifika direttament mill-ħanut.',
};
