import type { en } from './en';

/** Japanese widget text (glossary: src/service/i18n/glossary/ja.md). */
export const ja: typeof en = {
  title: '年齢確認',
  testModeBar: 'テストモード — 結果はテスト用としてのみ扱われます',
  stepOf: 'ステップ {n}/3 — {label}',
  stepLabelChoose: '方法の選択',
  stepLabelVerify: '年齢の証明',
  stepChoose: '年齢の証明方法を選んでください',
  stepResult: '結果',
  language: '言語',
  intro: '{site}から年齢の確認を求められています。',
  nextChoose: '次に、選んだ方法で年齢を証明します。{site}に伝わるのは結果だけです。',
  nextVerify: '次に結果が表示され、{site}にも通知されます。',
  checking: 'このブラウザで使える機能を確認しています…',
  attemptsLeft: '{n, plural, =0 {残りの試行回数はありません} other {あと#回試せます}}',
  noMethodsLive:
    'このサービスではまだ利用できる確認方法がないため、ここでは年齢を確認できません。{site}に戻って、その旨をお知らせください。',
  noMethodsDevice:
    '利用できる方法はいずれも、このブラウザやアプリでは使えません。このリンクを普段お使いのブラウザで開くか、スマートフォンで続けてください。',
  back: '別の方法を選ぶ',
  simTitle: '結果をシミュレート',
  simHelp: '「{method}」の確認で出す結果を選んでください。',
  'outcome.adult': '成人（30歳）',
  'outcome.teen': '10代（16歳）',
  'outcome.child': '子ども（10歳）',
  'outcome.inconclusive': '判定不能（年齢の手がかりなし）',
  'outcome.fraudulent': '不正（なりすましを検出）',
  'outcome.custom': '年齢を指定',
  customAge: '年齢（歳）',
  customAgeInvalid: '0～120の整数で年齢を入力してください。',
  walletKind: 'ウォレット',
  'wallet.eudi-wallet': 'EUデジタルIDウォレット',
  'wallet.apple-wallet': 'Apple Wallet（身分証明書）',
  'wallet.google-wallet': 'Google Wallet（身分証明書）',
  submit: 'シミュレーション結果を送信',
  working: '確認しています…',
  inconclusive:
    '「{method}」では年齢を判定できませんでした。もう一度お試しいただくか（{n, plural, other {残り#回}}）、別の方法を選んでください。',
  methodExhausted: '「{method}」の試行回数をすべて使い切りました。別の方法を選んでください。',
  errorNetwork: '確認サービスに接続できませんでした。通信環境を確認して、もう一度お試しください。',
  errorGeneric:
    'うまくいきませんでした：{detail}。もう一度お試しいただくか、別の方法を選んでください。',
  loadFailed:
    'このステップを読み込めませんでした。通信環境を確認して、ページを再読み込みしてください。',
  pass: '年齢が確認されました',
  passDetail: '年齢条件を満たしていることを{site}に通知しました。',
  fail: '年齢を確認できませんでした',
  'failure.age-criteria-not-met': '{site}の年齢条件を満たしていません。',
  'failure.max-attempts-exceeded': '試行回数をすべて使い切りましたが、結果が出ませんでした。',
  'failure.fraudulent-activity-detected': '不審な点が見つかったため、確認を中止しました。',
  done: '完了',
  redirecting: '{site}に戻っています…',
  redirectingAfterOffer: '先に年齢キーを保存しない場合は、数秒後に{site}に戻ります。',
  continueLink: '{site}へ進む',
  closeWindow: 'このウィンドウは閉じてかまいません。',
  handoffDone: '完了しました。パソコンで続けてください。',
  phoneToggle: 'スマートフォンで続ける',
  phoneHelp:
    'このコードをスマートフォンのカメラで読み取り、そちらで完了してください。このページは自動で更新されます。',
  qrAlt: 'この年齢確認をスマートフォンで開くQRコード',
  phoneLink: 'または、このリンクをスマートフォンで開いてください:',
  expiredTitle: 'このリンクは有効期限が切れています',
  expiredBody:
    '年齢確認のリンクの有効期間は14日間です。元のサイトに戻り、もう一度年齢確認を始めてください。',
  finishedTitle: 'この年齢確認は完了しています',
  finishedBody:
    'すでに結果が出ているため、このリンクでは開けません。元のサイトに戻り、まだ年齢を求められる場合は、そちらで年齢確認をやり直してください。',
  invalidTitle: 'このリンクは使用できません',
  invalidBody:
    'リンクが不完全か、変更されています。元のサイトに戻り、もう一度年齢確認を始めてください。',
  frameNotAllowed:
    'この年齢確認は、登録されていないサイトの中に表示されています。ショップのサイトから直接年齢確認を開いてください。',
};
