import type { TestPagesMessages } from './en';

/** Greek text of the test bank's and test wallet's pages (glossary: src/service/i18n/glossary/el.md). */
export const el: TestPagesMessages = {
  'bank.bar': 'ΔΟΚΙΜΑΣΤΙΚΗ ΤΡΑΠΕΖΑ — μόνο για δοκιμές, χωρίς πραγματικούς λογαριασμούς',
  'bank.signIn': 'Σύνδεση στη Δοκιμαστική Τράπεζα',
  'bank.chooseHolder': 'Επιλέξτε έναν δοκιμαστικό δικαιούχο λογαριασμού.',
  'bank.share': 'Κοινοποίηση σε αυτόν τον ιστότοπο;',
  'bank.asks': 'Το {client} ζητά από τη Δοκιμαστική Τράπεζα να κοινοποιήσει:',
  'bank.ask.birthdate': 'την ημερομηνία γέννησής σας',
  'bank.ask.ageOver': 'αν είστε {age} ετών ή μεγαλύτεροι',
  'bank.ask.identifier': 'ένα αναγνωριστικό για αυτόν τον ιστότοπο',
  'bank.allow': 'Αποδοχή',
  'bank.decline': 'Άρνηση',
  'bank.returning': 'Επιστροφή στον ιστότοπο…',
  'bank.continue': 'Συνέχεια',
  'bank.errorTitle': 'Σφάλμα Δοκιμαστικής Τράπεζας',
  'bank.expiredTitle': 'Η συνεδρία έληξε',
  'bank.expiredBody': 'Ξεκινήστε ξανά από τον ιστότοπο από τον οποίο ήρθατε.',
  'bank.problemTitle': 'Κάτι πήγε στραβά',
  'bank.formTooLarge': 'Η φόρμα είναι πολύ μεγάλη.',
  'bank.signInFirst': 'Συνδεθείτε πρώτα.',
  'bank.wrongMethod':
    'Αυτή η σελίδα δεν μπορεί να ανοίξει με αυτόν τον τρόπο. Ξεκινήστε ξανά από τον ιστότοπο από τον οποίο ήρθατε.',
  'wallet.title': 'Δοκιμαστικό πορτοφόλι ofage',
  'wallet.bar': 'ΔΟΚΙΜΑΣΤΙΚΗ ΛΕΙΤΟΥΡΓΙΑ — δοκιμαστικό πορτοφόλι ofage',
  'wallet.heading': 'Κοινοποίηση της ηλικίας σας;',
  'wallet.reading': 'Ανάγνωση του αιτήματος…',
  'wallet.shareOverPid': 'Κοινοποίηση: άνω του ορίου ηλικίας (EU PID, SD-JWT VC)',
  'wallet.shareOverMdl': 'Κοινοποίηση: άνω του ορίου ηλικίας (κινητή άδεια οδήγησης, mdoc)',
  'wallet.shareUnderPid': 'Κοινοποίηση: ΟΧΙ άνω του ορίου ηλικίας (EU PID)',
  'wallet.shareOverAv': 'Κοινοποίηση: άνω του ορίου ηλικίας (εφαρμογή επαλήθευσης ηλικίας της ΕΕ)',
  'wallet.shareUnderAv':
    'Κοινοποίηση: ΟΧΙ άνω του ορίου ηλικίας (εφαρμογή επαλήθευσης ηλικίας της ΕΕ)',
  'wallet.shareUntrustedAv':
    'Κοινοποίηση: άνω του ορίου ηλικίας, από μη αξιόπιστο πάροχο (εφαρμογή επαλήθευσης ηλικίας)',
  'wallet.decline': 'Άρνηση',
  'wallet.noRequest':
    'Κανένα αίτημα: ανοίξτε αυτή τη σελίδα από τον σύνδεσμο του κωδικού QR μιας επαλήθευσης.',
  'wallet.unknownRequest': 'Αυτό το αίτημα είναι άγνωστο, χρησιμοποιημένο ή έχει λήξει.',
  'wallet.asks':
    'Ένας επαληθευτής ζητά ένα χαρακτηριστικό: {claim}. Τίποτα άλλο δεν κοινοποιείται.',
  'wallet.declined': 'Απορρίφθηκε. Δεν κοινοποιήθηκε τίποτα.',
  'wallet.couldNotAnswer': 'Το δοκιμαστικό πορτοφόλι δεν μπόρεσε να απαντήσει: {detail}',
  'wallet.shared': 'Κοινοποιήθηκε. Μπορείτε να επιστρέψετε στην επαλήθευση.',
  'wallet.refused': 'Ο επαληθευτής απέρριψε την απάντηση.',
};
