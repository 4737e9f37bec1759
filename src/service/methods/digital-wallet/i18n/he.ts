/** Hebrew text of the digital-wallet method (glossary: src/service/i18n/glossary/he.md). */
export const he = {
  'method.digital-wallet': 'ארנק דיגיטלי',
  'describe.digital-wallet': 'שיתוף הוכחת גיל בלבד מאפליקציית הארנק',
  walletIntro: 'הארנק משתף דבר אחד בלבד: שאתם מעל הגיל הנדרש. בלי שם, בלי תאריך לידה.',
  walletThisDevice: 'שימוש בארנק במכשיר הזה',
  walletOtherDevice: 'שימוש בארנק בטלפון',
  walletScan: 'סרקו את הקוד באפליקציית הארנק, או פתחו אותו בטלפון הזה:',
  walletScanInstead: 'לא נפתח חלון מהדפדפן? סרקו את הקוד בטלפון במקום:',
  walletOpenApp: 'פתיחת אפליקציית הארנק',
  walletWaiting: 'ממתינים לארנק שלכם…',
  walletTestWallet: 'פתיחת ארנק הבדיקה (מצב בדיקה)',
  walletNoWallet: 'אין במכשיר הזה ארנק עם אישור שמכיל את גילכם. נסו בטלפון.',
  walletDeclined: 'סירבתם בארנק. שום דבר לא שותף.',
  walletNotShared:
    'הארנק לא הצליח לענות לבקשה הזו, ולכן שום דבר לא שותף. נסו שוב, או בחרו שיטה אחרת.',
  walletThisDeviceWaiting: 'ממתינים לארנק במכשיר הזה. בחרו ארנק בחלון שהדפדפן מציג.',
  walletCancel: 'ביטול',
  walletCancelled: 'בוטל. שום דבר לא שותף.',
  walletTimeout: 'אף ארנק במכשיר הזה לא ענה. השתמשו בארנק בטלפון במקום: סרקו את הקוד למטה.',
  walletUnsupported: 'הדפדפן הזה לא יכול לפנות ישירות לארנק. השתמשו בארנק בטלפון עם הקוד למטה.',
  walletRefused: 'לא ניתן היה לקבל את התשובה מהארנק ({reason}). נסו שוב או בחרו שיטה אחרת.',
  walletExpired: 'תוקף הבקשה פג. התחילו מחדש.',
};
