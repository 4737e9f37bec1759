/** Japanese text of the credit-card method (glossary: src/service/i18n/glossary/ja.md). */
export const ja = {
  'method.credit-card': 'クレジットカード',
  'describe.credit-card': 'ご本人名義のカードで18歳以上であることを示す',
  cardStart: 'クレジットカードで確認',
  cardHelp:
    'カード発行会社が{amount}の照会でカードを確認しますが、請求は発生しません。対象はクレジットカードのみです（デビットカードやプリペイドカードは18歳未満でも持てるため）。',
  cardNumber: 'カード番号',
  cardExpiry: '有効期限（MM/YY）',
  cardCvc: 'セキュリティコード（CVC）',
  cardCheck: 'カードを確認',
  cardTestTitle:
    'テスト用カード（テストモード）：有効期限は未来の日付、CVCは任意です。年齢を証明できないカードでは、試行回数は減りません。',
  cardTestNumber: 'カード番号',
  cardTestResult: '照会の結果',
  cardTestUse: '{number}を使う',
  cardAmount: '{amount}（{code}）',
  cardNotCounted: 'テスト用カードのため、試行回数は減っていません。',
  'card.funding.credit': 'クレジットカード',
  'card.funding.debit': 'デビットカード',
  'card.funding.prepaid': 'プリペイドカード',
  'card.test.card': '{brand} {funding}（{country}）',
  'card.test.pass': '18歳以上を確認',
  'card.test.not-a-credit-card': '判定不能：クレジットカードではない',
  'card.test.country-not-adult-only': '判定不能：この国のクレジットカードは18歳未満にも発行される',
  'card.test.declined': '発行会社が拒否',
  'card.test.insufficient-funds': '拒否：利用可能額不足',
  'card.test.error': '処理エラー：試行回数に数えない',
  'card.reason.adult-credit-card': 'クレジットカードが確認されました。',
  'card.reason.not-a-credit-card':
    'これはデビットカードかプリペイドカードです。これらは18歳未満でも持てるため年齢の確認にはなりません。クレジットカードをお試しください。',
  'card.reason.country-not-adult-only':
    'このカードの発行国ではクレジットカードが18歳未満にも発行されることがあるため、年齢の確認にはなりません。',
  'card.reason.declined': 'カード発行会社が照会を拒否しました。別のカードをお試しください。',
  'card.decline.insufficient-funds':
    '請求は発生しないにもかかわらず、カード発行会社が利用可能額不足を理由に照会を拒否しました。別のカードをお試しください。',
  'card.decline.not-supported': 'このカードはこの確認に使えません。別のカードをお試しください。',
  'card.error.number': 'カード番号が不完全か、正しくありません。確認して、もう一度お試しください。',
  'card.error.expiry': '有効期限が正しくありません。MM/YYの形式で入力してください。',
  'card.error.expired': 'このカードは有効期限が切れています。有効なカードをお使いください。',
  'card.error.cvc':
    'セキュリティコードが正しくありません。カード裏面の3桁の数字です（American Expressは表面の4桁）。',
  'card.error.test-card-only': 'テストモードでは、下に記載のテスト用カード番号のみ使えます。',
  'card.error.processing':
    '現在カードを確認できませんでした。試行回数には数えていないので、少し待ってからもう一度お試しください。',
  'card.error.unavailable':
    'カードの照会が現在応答していません。試行回数には数えていないので、少し待ってからもう一度お試しいただくか、別の方法を選んでください。',
  'card.error.authentication':
    '銀行がこの照会を承認しませんでした。もう一度お試しいただくか、別のカードをお使いください。',
  'card.error.incomplete': 'カードの照会が完了していません。もう一度カード情報を入力してください。',
  'card.error.check-expired':
    'このカードの照会は有効期限が切れました。最初からやり直してください。',
  'card.error.not-configured':
    'ここではカードによる確認を利用できません。別の方法を選んでください。',
  'card.error.network':
    'サービスに接続できませんでした。通信環境を確認して、もう一度お試しください。',
  'card.error.generic':
    'カードを確認できませんでした。もう一度お試しいただくか、別の方法を選んでください。',
  cardStripeUnavailable: 'カード入力フォームを読み込めませんでした。別の方法を選んでください。',
};
