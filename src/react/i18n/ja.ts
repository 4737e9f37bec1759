import type { AgeGateLabels } from '../age-gate-props';

/** Japanese text of the <AgeGate> card (glossary: src/service/i18n/glossary/ja.md). */
export const ja: AgeGateLabels = {
  heading: '年齢を確認してください',
  intro:
    'このページを見るには、法定年齢に達している必要があります。続けるには年齢を確認してください。',
  how: 'お好きな方法（自撮り、身分証明書、デジタルウォレット、年齢キーなど）で、約1分で完了します。',
  /** `{site}` is the `name` prop; `keptUnnamed` is shown when there is none. */
  kept: '{site}に伝わるのは結果だけで、氏名、写真、書類が渡ることはありません。画像は保存されません。',
  keptUnnamed:
    'このサイトに伝わるのは結果だけで、氏名、写真、書類が渡ることはありません。画像は保存されません。',
  ageKey: 'その後、このデバイスに年齢キーを保存すれば、次回はワンタップで完了します。',
  start: '年齢を確認する',
  checking: '年齢確認の状況を確認しています…',
  creating: '年齢確認を開始しています…',
  confirming: '結果を確認しています…',
  verified: '年齢が確認されました。',
  failed: '年齢を確認できませんでした。',
  pending: '年齢確認はまだ完了していません。',
  checkAgain: 'もう一度確認',
  error: '年齢確認で問題が発生しました。もう一度お試しください。',
  mismatch: 'この年齢確認は別のブラウザで開始されました。こちらで最初からやり直してください。',
  cancelled: '年齢確認をキャンセルしました。',
  retry: 'もう一度試す',
  close: '閉じる',
  topLevel: 'うまくいかない場合は、このウィンドウで続ける',
  unresponsive: '年齢確認をここに表示できませんでした。このウィンドウで続けてください。',
  title: '年齢確認',
  'failure.age-criteria-not-met': '年齢確認で、年齢条件を満たしていることが示されませんでした。',
  'failure.max-attempts-exceeded': '試行の失敗が多すぎたため、年齢確認を終了しました。',
  'failure.fraudulent-activity-detected': '年齢確認は承認されませんでした。',
  'failure.criteria-not-met': 'この年齢確認は、このページの年齢条件を満たしていません。',
  'failure.revoked': '年齢確認は取り消されました。',
  unreachable: '年齢確認に接続できませんでした。通信環境を確認して、もう一度お試しください。',
};
