/** Japanese text of the bank-app method (glossary: src/service/i18n/glossary/ja.md). */
export const ja = {
  'method.bank-app': '銀行アプリ',
  'describe.bank-app': '銀行アプリで年齢を確認',
  bankHelp:
    '銀行が登録情報をもとに年齢を確認します。スマートフォンでは銀行アプリが開き、その後ブラウザでこのサービスに戻ります。',
  bankContinue: '{name}で続ける',
  bankNone: 'この確認に利用できる銀行はありません。',
  bankNotHere:
    'このアプリの中からは銀行を開けません。このページをブラウザで開くか、別の方法を選んでください。',
  bankTitle: '銀行での確認',
  bankLinkUsed:
    'このリンクは使用済みか、有効期限が切れています。サイトに戻って、最初からやり直してください。',
  bankGone: 'この銀行は利用できなくなりました。戻って別の方法を選んでください。',
  bankDeclined: '銀行で拒否したため、何も共有されていません。戻って別の方法を選んでください。',
  bankRefused: '銀行がこのログインを確認しませんでした。戻ってもう一度お試しください。',
  bankInvalid: '銀行からの応答を検証できませんでした。戻ってもう一度お試しください。',
  bankUnreachable: '銀行に接続できませんでした。戻って、少し待ってからもう一度お試しください。',
  bankNoAge: '銀行から年齢が共有されませんでした。戻って別の方法を選んでください。',
  bankBack: '年齢確認に戻る',
  bankWaitTab: '新しいタブで銀行での手続きを完了してください。このページは自動で更新されます。',
  'bankOutcome.declined': '銀行で拒否したため、何も共有されていません。',
  'bankOutcome.refused': '銀行がログインを確認しませんでした。',
  'bankOutcome.failed': '銀行からの応答を利用できませんでした。',
  'bankOutcome.no-age': '銀行から年齢が共有されませんでした。',
  bankTryAgain: 'もう一度お試しいただくか、別の方法を選んでください。',
  bankTabResult: 'このタブは閉じてかまいません。結果は元のタブに表示されます。',
  bankTabBack: 'このタブは閉じてかまいません。元のタブで続けてください。',
};
