import type { InteractionMessages } from './en';

/** Japanese text of the OpenID age-key pages (glossary: src/service/i18n/glossary/ja.md). */
export const ja: InteractionMessages = {
  'use.title': '年齢を証明',
  'use.heading': '{site}に年齢を証明',
  'use.ask':
    '{site}は、あなたが{ages}かどうかを確認しようとしています。年齢キーはそれぞれに「はい」か「いいえ」で答えるだけで、生年月日も、あなたを特定できる情報も伝えません。',
  'use.age': '{age}歳以上',
  'use.ofAge': '成人',
  'use.go': '年齢キーを使う',
  'use.decline': '回答せずに戻る',
  'create.title': '年齢キーを保存',
  'create.heading': '年齢キーを保存',
  'create.offer':
    '{site}は、あなたが{floor}歳以上であることを確認しました。このデバイスにパスキーを年齢キーとして保存すると、ほかのサイトでもあなたが誰かを知られることなく、すぐに年齢を確認できます。生年月日は保存されません。',
  'create.go': '年齢キーを保存',
  'create.decline': '今はしない',
  /** The line above the heading, as the widget's "Step n of 3": whose age check this is. */
  step: '{product} — 年齢キー',
  'script.waitingUse': '年齢キーの応答を待っています…',
  'script.waitingCreate': 'デバイスの応答を待っています…',
  'script.ended': 'このリクエストは終了しました。サイトに戻ってください。',
  'script.noKeyUsed': '年齢キーは使用されませんでした。もう一度お試しいただくか、戻ってください。',
  'script.noKeySaved':
    '年齢キーは保存されませんでした。もう一度お試しいただくか、「今はしない」を選んでください。',
  'script.failed': 'うまくいきませんでした。もう一度お試しください。',
  'script.wrong': '問題が発生しました。もう一度お試しください。',
  'script.noWebAuthn':
    'このブラウザでは年齢キーを使えません。戻って、別のデバイスかブラウザでお試しください。',
  'script.notAllowed': 'このサイトでは年齢キーを保存できません。サイトに戻ってください。',
  'refusal.unknown-key':
    'この年齢キーはこのサービスに登録されていません（削除された可能性があります）。戻って、別の方法で年齢を確認してください。',
  'refusal.revoked': 'この年齢キーは無効化されています。戻って、別の方法で年齢を確認してください。',
  'refusal.user-verification':
    'デバイスで本人確認（PIN、指紋、顔）が行われませんでした。もう一度お試しください。',
  'refusal.challenge': '時間がかかりすぎたか、すでに使用済みです。もう一度お試しください。',
  'refusal.already-used':
    'この確認からはすでに年齢キーが保存されているか、このパスキー自体が年齢キーです。サイトに戻ってください。',
  'expired.title': 'このリクエストは有効期限が切れています',
  'expired.body': 'サイトに戻って、最初からやり直してください。',
  'used.title': '使用済み',
  'used.body': 'この確認からはすでに年齢キーが保存されています。サイトに戻ってください。',
};
