import type { InteractionMessages } from './en';

/** Hebrew text of the OpenID age-key pages (glossary: src/service/i18n/glossary/he.md). */
export const he: InteractionMessages = {
  'use.title': 'הוכחת גיל',
  'use.heading': 'הוכחת גיל עבור {site}',
  'use.ask':
    '{site} שואל אם אתם {ages}. מפתח הגיל עונה כן או לא על כל שאלה — אף פעם לא את תאריך הלידה, ושום דבר שמזהה אתכם.',
  'use.age': 'בני {age} ומעלה',
  'use.ofAge': 'בגירים',
  'use.go': 'שימוש במפתח הגיל',
  'use.decline': 'חזרה בלי לענות',
  'create.title': 'שמירת מפתח גיל',
  'create.heading': 'שמירת מפתח גיל',
  'create.offer':
    '{site} אימת שאתם בני {floor} לפחות. שמרו מפתח גישה במכשיר הזה כמפתח גיל: כך אתרים אחרים יוכלו לבדוק את גילכם בתוך רגע, בלי לדעת מי אתם. תאריך הלידה שלכם לא נשמר.',
  'create.go': 'שמירת מפתח גיל',
  'create.decline': 'לא עכשיו',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — מפתח גיל',
  'script.waitingUse': 'ממתינים למפתח הגיל שלכם…',
  'script.waitingCreate': 'ממתינים למכשיר שלכם…',
  'script.ended': 'הבקשה הסתיימה. חזרו לאתר.',
  'script.noKeyUsed': 'לא נעשה שימוש במפתח גיל. נסו שוב, או חזרו.',
  'script.noKeySaved': 'לא נשמר מפתח גיל. נסו שוב, או בחרו ״לא עכשיו״.',
  'script.failed': 'זה לא הצליח. נסו שוב.',
  'script.wrong': 'משהו השתבש. נסו שוב.',
  'script.noWebAuthn': 'הדפדפן הזה לא יכול להשתמש במפתח גיל. חזרו, ונסו מכשיר או דפדפן אחר.',
  'script.notAllowed': 'האתר הזה לא רשאי לשמור מפתחות גיל. חזרו לאתר.',
  'refusal.unknown-key':
    'השירות לא מכיר את מפתח הגיל הזה: ייתכן שהוא נמחק. חזרו ואמתו את גילכם בדרך אחרת.',
  'refusal.revoked': 'מפתח הגיל הזה בוטל. חזרו ואמתו את גילכם בדרך אחרת.',
  'refusal.user-verification':
    'המכשיר לא אישר שזה אתם (קוד PIN, טביעת אצבע או זיהוי פנים). נסו שוב.',
  'refusal.challenge': 'זה לקח יותר מדי זמן, או שכבר נעשה בזה שימוש. נסו שוב.',
  'refusal.already-used':
    'כבר נשמר מפתח גיל מהאימות הזה, או שמפתח הגישה הזה הוא כבר מפתח גיל. חזרו לאתר.',
  'expired.title': 'תוקף הבקשה פג',
  'expired.body': 'חזרו לאתר והתחילו מחדש.',
  'used.title': 'כבר נוצל',
  'used.body': 'כבר נשמר מפתח גיל מהאימות הזה. חזרו לאתר.',
};
