/** Hebrew text of the credit-card method (glossary: src/service/i18n/glossary/he.md). */
export const he = {
  'method.credit-card': 'כרטיס אשראי',
  'describe.credit-card': 'כרטיס על שמכם מראה שאתם מעל גיל 18',
  cardStart: 'בדיקת כרטיס אשראי',
  cardHelp:
    'מנפיק הכרטיס מאשר את הכרטיס בבדיקה על סך {amount}: שום סכום לא יחויב. רק כרטיסי אשראי נחשבים: כרטיסי דביט וכרטיסים נטענים עשויים להיות שייכים לקטינים.',
  cardNumber: 'מספר כרטיס',
  cardExpiry: 'תוקף (MM/YY)',
  cardCvc: 'קוד אבטחה (CVC)',
  cardCheck: 'בדיקת הכרטיס',
  cardTestTitle:
    'כרטיסי בדיקה (מצב בדיקה): כל תאריך תפוגה עתידי, כל CVC. כרטיס שלא יכול להוכיח גיל לא מנצל ניסיון.',
  cardTestNumber: 'מספר כרטיס',
  cardTestResult: 'מה הבדיקה עושה',
  cardTestUse: 'שימוש ב־{number}',
  cardAmount: '{amount} ({code})',
  cardNotCounted: 'כרטיס בדיקה: לא נוצל ניסיון.',
  'card.funding.credit': 'כרטיס אשראי',
  'card.funding.debit': 'כרטיס דביט',
  'card.funding.prepaid': 'כרטיס נטען',
  'card.test.card': '{funding} {brand}, {country}',
  'card.test.pass': 'מאשר גיל 18 ומעלה',
  'card.test.not-a-credit-card': 'לא חד־משמעי: זה לא כרטיס אשראי',
  'card.test.country-not-adult-only': 'לא חד־משמעי: במדינה הזו כרטיסי אשראי עשויים להינתן לקטינים',
  'card.test.declined': 'נדחה על ידי המנפיק',
  'card.test.insufficient-funds': 'נדחה: אין מספיק יתרה',
  'card.test.error': 'שגיאת סליקה: שום דבר לא נספר',
  'card.reason.adult-credit-card': 'כרטיס האשראי שלכם אושר.',
  'card.reason.not-a-credit-card':
    'זהו כרטיס דביט או כרטיס נטען. כרטיסים כאלה עשויים להיות שייכים לקטינים, ולכן הם לא מאשרים את גילכם: נסו כרטיס אשראי.',
  'card.reason.country-not-adult-only':
    'במדינה של הכרטיס הזה כרטיסי אשראי עשויים להינתן לקטינים, ולכן הוא לא מאשר את גילכם.',
  'card.reason.declined': 'מנפיק הכרטיס דחה את הבדיקה. נסו כרטיס אחר.',
  'card.decline.insufficient-funds':
    'מנפיק הכרטיס דחה את הבדיקה בגלל יתרה לא מספיקה, אף ששום סכום לא מחויב. נסו כרטיס אחר.',
  'card.decline.not-supported': 'לא ניתן להשתמש בכרטיס הזה לבדיקה הזו. נסו כרטיס אחר.',
  'card.error.number': 'מספר הכרטיס חלקי או לא תקין. בדקו אותו ונסו שוב.',
  'card.error.expiry': 'תאריך התפוגה לא תקין. הזינו אותו בפורמט MM/YY.',
  'card.error.expired': 'תוקף הכרטיס הזה פג. השתמשו בכרטיס בתוקף.',
  'card.error.cvc':
    'קוד האבטחה לא תקין: 3 הספרות בגב הכרטיס (4 ספרות בחזית הכרטיס ב־American Express).',
  'card.error.test-card-only': 'במצב בדיקה מתקבלים רק מספרי כרטיסי הבדיקה שמופיעים למטה.',
  'card.error.processing': 'לא ניתן היה לבדוק את הכרטיס כרגע. שום דבר לא נספר: נסו שוב בעוד רגע.',
  'card.error.unavailable':
    'בדיקת הכרטיסים לא מגיבה כרגע. שום דבר לא נספר: נסו שוב בעוד רגע, או בחרו שיטה אחרת.',
  'card.error.authentication': 'הבנק שלכם לא אישר את הבדיקה. נסו שוב, או השתמשו בכרטיס אחר.',
  'card.error.incomplete': 'בדיקת הכרטיס לא הושלמה. הזינו שוב את פרטי הכרטיס.',
  'card.error.check-expired': 'תוקף בדיקת הכרטיס הזו פג. התחילו מחדש.',
  'card.error.not-configured': 'בדיקת כרטיסים לא זמינה כאן. בחרו שיטה אחרת.',
  'card.error.network': 'לא ניתן להתחבר לשירות. בדקו את החיבור ונסו שוב.',
  'card.error.generic': 'לא ניתן היה לבדוק את הכרטיס. נסו שוב, או בחרו שיטה אחרת.',
  cardStripeUnavailable: 'לא ניתן היה לטעון את טופס הכרטיס. בחרו שיטה אחרת.',
};
