/** Turkish text of the bank-app method (glossary: src/service/i18n/glossary/tr.md). */
export const tr = {
  'method.bank-app': 'Banka uygulaması',
  'describe.bank-app': 'Yaşınızı mobil bankacılık uygulamanızda onaylayın',
  bankHelp:
    'Bankanız yaşınızı kendi kayıtlarına göre onaylar. Telefonda bankacılık uygulamanız açılır; ardından tarayıcınızda bu hizmete geri dönersiniz.',
  bankContinue: '{name} ile devam et',
  bankNone: 'Bu doğrulama için kullanılabilir banka yok.',
  bankNotHere:
    'Bankanız bu uygulamanın içinden açılamıyor. Bu sayfayı tarayıcınızda açın veya başka bir yöntem seçin.',
  bankTitle: 'Banka onayı',
  bankLinkUsed:
    'Bu bağlantı zaten kullanılmış veya süresi dolmuş. Siteye geri dönüp yeniden başlayın.',
  bankGone: 'Bu banka artık kullanılamıyor. Geri dönüp başka bir yöntem seçin.',
  bankDeclined:
    'Bankanızda reddettiniz, bu nedenle hiçbir şey paylaşılmadı. Başka bir yöntem seçmek için geri dönün.',
  bankRefused: 'Bankanız bu girişi onaylamadı. Geri dönüp tekrar deneyin.',
  bankInvalid: 'Bankanızdan gelen yanıt doğrulanamadı. Geri dönüp tekrar deneyin.',
  bankUnreachable: 'Bankanıza ulaşılamadı. Geri dönüp biraz sonra tekrar deneyin.',
  bankNoAge: 'Bankanız yaşınızı paylaşmadı. Başka bir yöntem seçmek için geri dönün.',
  bankBack: 'Doğrulamaya geri dön',
  bankWaitTab: 'İşlemi yeni sekmede bankanızda tamamlayın. Bu sayfa kendiliğinden güncellenir.',
  'bankOutcome.declined': 'Bankanızda reddettiniz, bu nedenle hiçbir şey paylaşılmadı.',
  'bankOutcome.refused': 'Bankanız girişi onaylamadı.',
  'bankOutcome.failed': 'Bankanızdan gelen yanıt kullanılamadı.',
  'bankOutcome.no-age': 'Bankanız yaşınızı paylaşmadı.',
  bankTryAgain: 'Tekrar deneyin veya başka bir yöntem seçin.',
  bankTabResult: 'Bu sekmeyi kapatabilirsiniz. Sonuç, geldiğiniz sekmede gösteriliyor.',
  bankTabBack: 'Bu sekmeyi kapatabilirsiniz. Geldiğiniz sekmede devam edin.',
};
