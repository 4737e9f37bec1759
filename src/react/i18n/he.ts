import type { AgeGateLabels } from '../age-gate-props';

/** Hebrew text of the <AgeGate> card (glossary: src/service/i18n/glossary/he.md). */
export const he: AgeGateLabels = {
  heading: 'אמתו את גילכם',
  intro: 'כדי לצפות בדף הזה עליכם להיות בגירים. אמתו את גילכם כדי להמשיך.',
  how: 'בערך דקה, בשיטה שתבחרו: סלפי, מסמך מזהה, ארנק דיגיטלי, מפתח גיל…',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site} מקבל רק את התוצאה, אף פעם לא את שמכם, התמונות או המסמכים שלכם. תמונות לא נשמרות.',
  keptUnnamed:
    'האתר הזה מקבל רק את התוצאה, אף פעם לא את שמכם, התמונות או המסמכים שלכם. תמונות לא נשמרות.',
  ageKey: 'אחר כך שמרו מפתח גיל במכשיר הזה: בפעם הבאה מספיקה נגיעה אחת.',
  start: 'לאימות הגיל',
  checking: 'בודקים את אימות הגיל שלכם…',
  creating: 'מתחילים את האימות…',
  confirming: 'מאשרים את התוצאה…',
  verified: 'גילכם אומת.',
  failed: 'לא הצלחנו לאמת את גילכם.',
  pending: 'האימות שלכם עדיין לא הסתיים.',
  checkAgain: 'בדיקה חוזרת',
  error: 'משהו השתבש באימות. נסו שוב.',
  mismatch: 'האימות הזה התחיל בדפדפן אחר. התחילו מחדש כאן.',
  cancelled: 'האימות בוטל.',
  retry: 'ניסיון נוסף',
  close: 'סגירה',
  topLevel: 'נתקלתם בבעיה? המשיכו בחלון הזה',
  unresponsive: 'לא ניתן היה להציג כאן את האימות. המשיכו בחלון הזה.',
  title: 'אימות גיל',
  'failure.age-criteria-not-met': 'האימות לא הראה שאתם עומדים בדרישת הגיל.',
  'failure.max-attempts-exceeded': 'האימות הסתיים אחרי יותר מדי ניסיונות כושלים.',
  'failure.fraudulent-activity-detected': 'האימות לא התקבל.',
  'failure.criteria-not-met': 'האימות אינו עומד בדרישת הגיל של הדף הזה.',
  'failure.revoked': 'תוקף האימות בוטל.',
  unreachable: 'לא ניתן להתחבר לאימות הגיל. בדקו את החיבור ונסו שוב.',
};
