/** Hebrew text of the facial-age-estimation method (glossary: src/service/i18n/glossary/he.md). */
export const he = {
  'method.facial-age-estimation': 'הערכת גיל לפי הפנים',
  'describe.facial-age-estimation': 'המצלמה מעריכה את גילכם; שום תמונה לא נשמרת',
  'face.intro':
    'המצלמה מצלמת כמה תמונות בזמן שאתם מסובבים את הראש. הן נבדקות בשרת שלנו ונמחקות מיד; שום תמונה לא נשמרת.',
  'face.useCamera': 'שימוש במצלמה שלי',
  'face.useCameraTest': 'שימוש במצלמה שלי (הערכה אמיתית)',
  'face.opening': 'פותחים את המצלמה…',
  'face.preview': 'תצוגת המצלמה: מקמו את הפנים בתוך האליפסה',
  'face.ready': 'מקמו את הפנים בתוך האליפסה, ואז לחצו על ״התחלה״.',
  'face.start': 'התחלה',
  'face.cancel': 'כיבוי המצלמה',
  'face.hint.too-dark': 'חשוך מדי: פנו לכיוון חלון או הדליקו אור.',
  'face.hint.hold-still': 'אל תזוזו לרגע.',
  'face.hint.no-face': 'לא זיהינו פנים: מקמו את הפנים בתוך האליפסה.',
  'face.hint.too-far': 'התקרבו מעט, כך שהפנים ימלאו את האליפסה.',
  'face.hint.several-faces': 'רק אדם אחד יכול להופיע בתמונה.',
  'face.prompt.look': 'הביטו ישר אל המצלמה.',
  'face.prompt.left': 'סובבו את הראש לאט שמאלה.',
  'face.prompt.right': 'עכשיו סובבו את הראש לאט ימינה.',
  'face.prompt.still': 'הביטו במצלמה ואל תזוזו.',
  'face.finding': 'מחפשים את הפנים שלכם…',
  'face.sending': 'בודקים…',
  'face.liveness.no-turn': 'לא ראינו את הראש מסתובב כמו שביקשנו. נסו שוב ופעלו לפי ההנחיות.',
  'face.liveness.frames-repeated':
    'התמונות האלה לא נראות כמו ממצלמה חיה. השתמשו במצלמה שלכם, לא בתמונה או בסרטון.',
  'face.liveness.spoof-scores':
    'התמונות האלה לא נראות כמו ממצלמה חיה. השתמשו במצלמה שלכם, לא בתמונה או בסרטון.',
  'face.livenessOff':
    'מצב בדיקה: בדיקת החיוּת כבויה עבור המוצר הזה, כך שגם תמונה תעבור. באימותים אמיתיים תמיד מתבצעת בדיקת חיוּת.',
  'face.error.denied':
    'הגישה למצלמה נחסמה. אפשרו את המצלמה בהגדרות הדפדפן ונסו שוב, או בחרו דרך אחרת.',
  'face.error.no-camera': 'לא נמצאה מצלמה במכשיר הזה.',
  'face.error.busy': 'המצלמה בשימוש באפליקציה אחרת. סגרו אותה ונסו שוב.',
  'face.error.unsupported': 'הדפדפן הזה לא יכול להשתמש כאן במצלמה.',
  'face.error.other': 'לא ניתן היה להפעיל את המצלמה.',
  'face.tryAgain': 'ניסיון נוסף',
  'face.other': 'בחירת דרך אחרת',
  'face.handoff': 'או המשיכו בטלפון: סרקו את הקוד במצלמה שלו.',
  'face.qrAlt': 'קוד QR להמשך בטלפון',
};
